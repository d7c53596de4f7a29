import { Group } from '@mantine/core';
import { memo } from 'react';
import { CopyButton } from '../../ui/copy/CopyButton';
import { Table, type TableColumn } from '../../ui/table/Table';
import { formatDuration, lapRows, lapsAsText, type LapRow } from './chronometer';

const columns: TableColumn<LapRow>[] = [
  { header: 'Lap', accessor: 'number' },
  { header: 'Lap time', render: (row) => formatDuration(row.lapMs) },
  { header: 'Total time', render: (row) => formatDuration(row.totalMs) },
];

/**
 * The laps, newest first as on a stopwatch, with a button copying them all. Memoised: the page
 * redraws every animation frame while the time runs, the laps only when one is added.
 */
export const LapsTable = memo(function LapsTable({ laps }: { laps: readonly number[] }) {
  const rows = lapRows(laps).reverse();
  return (
    <>
      <Table caption="Laps" columns={columns} rows={rows} rowKey={(row) => row.number} monospace rowsPerBatch={100} />
      <Group justify="flex-end">
        <CopyButton value={lapsAsText(laps)} label="Copy laps" />
      </Group>
    </>
  );
});
