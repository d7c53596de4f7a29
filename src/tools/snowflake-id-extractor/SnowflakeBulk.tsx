import { Group } from '@mantine/core';
import { useMemo } from 'react';
import { useTextComputation } from '../../lib/conversion/useTextComputation';
import type { Result } from '../../lib/result';
import { Card } from '../../ui/card/Card';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { InputText } from '../../ui/input-text/InputText';
import { Select } from '../../ui/select/Select';
import { Table, type TableColumn } from '../../ui/table/Table';
import { Note } from '../../ui/text/Note';
import {
  bulkOrderOptions,
  bulkTable,
  shownRowCount,
  type BulkOptions,
  type BulkOrder,
  type BulkRow,
} from './snowflake-bulk';
import { layoutFieldLabels, type SnowflakeLayout } from './snowflake-id-extractor';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./snowflake-bulk.worker.ts', import.meta.url), { type: 'module' });

interface SnowflakeBulkProps {
  layout: Result<SnowflakeLayout>;
  ids: string;
  order: BulkOrder;
  onIdsChange: (ids: string) => void;
  onOrderChange: (order: BulkOrder) => void;
}

function columnsOf(layout: SnowflakeLayout): TableColumn<BulkRow>[] {
  return [
    { header: 'ID', accessor: 'id' },
    { header: 'Date (UTC)', render: (row) => row.error ?? row.date },
    ...layoutFieldLabels(layout).map((header, index) => ({
      header,
      align: 'right' as const,
      render: (row: BulkRow) => row.values[index] ?? '',
    })),
  ];
}

/** Many IDs at once, one per line: a table to sort and save as CSV. */
export function SnowflakeBulk({ layout, ids, order, onIdsChange, onOrderChange }: SnowflakeBulkProps) {
  const options = useMemo<BulkOptions | undefined>(
    () => (layout.ok ? { layout: layout.value, order } : undefined),
    [layout, order],
  );
  // A pasted list of megabytes is decoded in a worker, after a pause in typing.
  const { result } = useTextComputation(ids, options, bulkTable, spawnWorker);
  const columns = useMemo(() => (layout.ok ? columnsOf(layout.value) : []), [layout]);
  return (
    <Card title="Decode many IDs">
      <InputText
        label="Snowflake IDs, one per line"
        placeholder={'175928847299117063\n1212161089290559488'}
        value={ids}
        onChange={onIdsChange}
        multiline
        autosize
        rows={3}
        maxRows={12}
        monospace
        spellCheck={false}
      />
      {result && result.total > 0 && (
        <>
          <Group align="flex-end" justify="space-between">
            <Select label="Order" options={bulkOrderOptions} value={order} onChange={onOrderChange} />
            <DownloadButton content={result.csv} fileName="snowflakes.csv" mimeType="text/csv" label="Download CSV" />
          </Group>
          <Table caption="Decoded IDs" columns={columns} rows={result.shown} rowKey={(row) => row.line} monospace />
          {result.total > shownRowCount && (
            <Note>{`Showing the first ${shownRowCount} of ${result.total.toLocaleString('en-US')} IDs; the CSV has them all.`}</Note>
          )}
        </>
      )}
    </Card>
  );
}
