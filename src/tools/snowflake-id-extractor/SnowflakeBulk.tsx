import { Group } from '@mantine/core';
import { useMemo } from 'react';
import { useToolWords, type ToolWords } from '../../i18n/tool-words';
import { useTextComputation } from '../../lib/conversion/useTextComputation';
import type { Message } from '../../lib/operation/message';
import type { Result } from '../../lib/result';
import { Card } from '../../ui/card/Card';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { InputText } from '../../ui/input-text/InputText';
import { Table, type TableColumn } from '../../ui/table/Table';
import { Note } from '../../ui/text/Note';
import words from './locales/en.json';
import { snowflakeDecodeMany } from './operations';
import {
  bulkTable,
  shownRowCount,
  type BulkOptions,
  type BulkOrder,
  type BulkRow,
  type BulkWords,
} from './snowflake-bulk';
import { layoutFieldNames, type SnowflakeLayout } from './snowflake-id-extractor';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./snowflake-bulk.worker.ts', import.meta.url), { type: 'module' });

interface SnowflakeBulkProps {
  layout: Result<SnowflakeLayout, Message>;
  ids: string;
  order: BulkOrder;
  onIdsChange: (ids: string) => void;
  onOrderChange: (order: BulkOrder) => void;
}

const orderFields = { order: snowflakeDecodeMany.fields.order };

function columnsOf(layout: SnowflakeLayout, { t, word }: ToolWords<typeof words>): TableColumn<BulkRow>[] {
  return [
    { header: t('bulk.id'), accessor: 'id' },
    { header: t('rows.date'), render: (row) => (row.error ? word(row.error) : row.date) },
    ...layoutFieldNames(layout).map((name, index) => ({
      header: t(`fields.${name}`),
      align: 'right' as const,
      render: (row: BulkRow) => row.values[index] ?? '',
    })),
  ];
}

/** The CSV's headings and errors in the page's words. */
function csvWords(layout: SnowflakeLayout, { t }: ToolWords<typeof words>): BulkWords {
  return {
    headings: [
      t('bulk.id'),
      t('rows.timestampMs'),
      t('rows.date'),
      ...layoutFieldNames(layout).map((name) => t(`fields.${name}`)),
      t('bulk.error'),
    ],
    errors: { 'errors.noId': t('errors.noId'), 'errors.tooLarge': t('errors.tooLarge') },
  };
}

/** Many IDs at once, one per line: a table to sort and save as CSV. */
export function SnowflakeBulk({ layout, ids, order, onIdsChange, onOrderChange }: SnowflakeBulkProps) {
  const toolWords = useToolWords(words);
  const { t, text } = toolWords;
  const options = useMemo<BulkOptions | undefined>(
    () => (layout.ok ? { layout: layout.value, order, words: csvWords(layout.value, toolWords) } : undefined),
    [layout, order, toolWords],
  );
  // A pasted list of megabytes is decoded in a worker, after a pause in typing.
  const { result } = useTextComputation(ids, options, bulkTable, spawnWorker);
  const columns = useMemo(() => (layout.ok ? columnsOf(layout.value, toolWords) : []), [layout, toolWords]);
  return (
    <Card title={t('bulk.title')}>
      <InputText
        label={t('bulk.input')}
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
            <FieldControls
              fields={orderFields}
              values={{ order }}
              onChange={(_, value) => onOrderChange(value as BulkOrder)}
              text={text}
            />
            <DownloadButton
              content={result.csv}
              fileName="snowflakes.csv"
              mimeType="text/csv"
              label={t('bulk.download')}
            />
          </Group>
          <Table
            caption={t('bulk.caption')}
            columns={columns}
            rows={result.shown}
            rowKey={(row) => row.line}
            monospace
          />
          {result.total > shownRowCount && (
            <Note>{t('bulk.shownPart', { shown: shownRowCount, total: result.total })}</Note>
          )}
        </>
      )}
    </Card>
  );
}
