import { Group } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { CopyButton } from '../../ui/copy/CopyButton';
import { Table, type TableColumn } from '../../ui/table/Table';
import { formatDuration, lapRows, lapsAsText, type LapRow } from './chronometer';
import words from './locales/en.json';

/**
 * The laps, newest first as on a stopwatch, with a button copying them all. Memoised: the page
 * redraws every animation frame while the time runs, the laps only when one is added.
 */
export const LapsTable = memo(function LapsTable({ laps }: { laps: readonly number[] }) {
  const { t } = useToolWords(words);
  const headings = useMemo(() => [t('laps.number'), t('laps.lapTime'), t('laps.totalTime')], [t]);
  const columns = useMemo<TableColumn<LapRow>[]>(
    () => [
      { header: headings[0], accessor: 'number' },
      { header: headings[1], render: (row) => formatDuration(row.lapMs) },
      { header: headings[2], render: (row) => formatDuration(row.totalMs) },
    ],
    [headings],
  );
  const rows = lapRows(laps).reverse();
  return (
    <>
      <Table
        caption={t('laps.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.number}
        monospace
        rowsPerBatch={100}
      />
      <Group justify="flex-end">
        <CopyButton value={lapsAsText(laps, headings)} label={t('laps.copy')} />
      </Group>
    </>
  );
});
