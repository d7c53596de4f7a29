import { Group } from '@mantine/core';
import { useMemo } from 'react';
import type { Result } from '../../lib/result';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { Card } from '../../ui/card/Card';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { InputText } from '../../ui/input-text/InputText';
import { Select } from '../../ui/select/Select';
import { Table, type TableColumn } from '../../ui/table/Table';
import { Note } from '../../ui/text/Note';
import { bulkCsv, bulkOrderOptions, decodeIdList, sortRows, type BulkOrder, type BulkRow } from './snowflake-bulk';
import { layoutFieldLabels, type SnowflakeLayout } from './snowflake-id-extractor';

// A table of more rows would take seconds to lay out; the CSV holds them all.
const shownRows = 500;

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
  const settled = useDebouncedWhenLarge(ids);
  const rows = useMemo(
    () => (layout.ok ? sortRows(decodeIdList(settled, layout.value), order) : []),
    [layout, settled, order],
  );
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
      {rows.length > 0 && layout.ok && (
        <>
          <Group align="flex-end" justify="space-between">
            <Select label="Order" options={bulkOrderOptions} value={order} onChange={onOrderChange} />
            <DownloadButton
              content={() => bulkCsv(rows, layout.value)}
              fileName="snowflakes.csv"
              mimeType="text/csv"
              label="Download CSV"
            />
          </Group>
          <Table
            caption="Decoded IDs"
            columns={columns}
            rows={rows.slice(0, shownRows)}
            rowKey={(row) => row.line}
            monospace
          />
          {rows.length > shownRows && (
            <Note>{`Showing the first ${shownRows} of ${rows.length.toLocaleString('en-US')} IDs; the CSV has them all.`}</Note>
          )}
        </>
      )}
    </Card>
  );
}
