import '@mantine/core/styles/Table.layer.css';
import { Table as MantineTable } from '@mantine/core';
import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useCountNearView } from '../near-view-count';
import classes from './Table.module.css';

interface ColumnBase {
  header: string;
  align?: 'left' | 'center' | 'right';
}

/** A column shows a row's field (`accessor`) or whatever `render` returns for the row. */
export type TableColumn<Row> = ColumnBase &
  (
    | { accessor: keyof Row & string; render?: never }
    | { render: (row: Row, index: number) => ReactNode; accessor?: never }
  );

interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A stable key per row; the row index when not given. */
  rowKey?: (row: Row, index: number) => string | number;
  /** Visible caption, also the table's accessible name. */
  caption?: string;
  /** Shown in place of the rows when there are none; 'Nothing to show' by default. */
  emptyText?: ReactNode;
  monospace?: boolean;
  /**
   * For long tables (hundreds of rows): the rows come in batches of this size, the next as the
   * reader scrolls near the last one drawn, so a page opens with one batch to draw whatever the
   * table's length. All rows at once when not given.
   */
  rowsPerBatch?: number;
  /**
   * On narrow screens each row becomes a card of its cells, each cell headed by its column's
   * header: for tables of a few wide columns that would otherwise scroll sideways on a phone.
   */
  stackOnNarrow?: boolean;
}

function cellContent<Row>(column: TableColumn<Row>, row: Row, index: number): ReactNode {
  if (column.render) return column.render(row, index);
  const value = row[column.accessor];
  return value === null || value === undefined ? '' : String(value);
}

interface RowsProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** Index of the first row in the whole table. */
  offset: number;
  rowKey?: (row: Row, index: number) => string | number;
  /** Each cell names its column (`data-label`), for the stacked layout of narrow screens. */
  labelCells: boolean;
}

// Memoised: while later batches arrive, the batches already drawn are not drawn again.
const TableRows = memo(function TableRows<Row>({ columns, rows, offset, rowKey, labelCells }: RowsProps<Row>) {
  return rows.map((row, at) => {
    const index = offset + at;
    return (
      <MantineTable.Tr key={rowKey ? rowKey(row, index) : index}>
        {columns.map((column) => (
          <MantineTable.Td key={column.header} ta={column.align} data-label={labelCells ? column.header : undefined}>
            {cellContent(column, row, index)}
          </MantineTable.Td>
        ))}
      </MantineTable.Tr>
    );
  });
}) as <Row>(props: RowsProps<Row>) => ReactNode;

function batchesOf<Row>(rows: readonly Row[], size: number): (readonly Row[])[] {
  const batches: Row[][] = [];
  for (let start = 0; start < rows.length; start += size) batches.push(rows.slice(start, start + size));
  return batches;
}

export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  emptyText,
  monospace = false,
  rowsPerBatch,
  stackOnNarrow = false,
}: TableProps<Row>) {
  const { t } = useTranslation();
  const batchSize = rowsPerBatch ?? Math.max(rows.length, 1);
  const batches = useMemo(() => batchesOf(rows, batchSize), [rows, batchSize]);
  const { count: shownBatches, endRef } = useCountNearView(batches.length, 1, batches);
  const shownRows = Math.min(shownBatches * batchSize, rows.length);
  return (
    <MantineTable.ScrollContainer minWidth={0} type="native">
      <MantineTable
        striped
        highlightOnHover
        withTableBorder
        ff={monospace ? 'monospace' : undefined}
        captionSide="top"
        className={stackOnNarrow ? classes.stacked : undefined}
      >
        {caption && <MantineTable.Caption>{caption}</MantineTable.Caption>}
        <MantineTable.Thead>
          <MantineTable.Tr>
            {columns.map((column) => (
              <MantineTable.Th key={column.header} scope="col" ta={column.align}>
                {column.header}
              </MantineTable.Th>
            ))}
          </MantineTable.Tr>
        </MantineTable.Thead>
        <MantineTable.Tbody>
          {rows.length === 0 ? (
            <MantineTable.Tr>
              <MantineTable.Td colSpan={columns.length} c="dimmed" ta="center">
                {emptyText ?? t('ui.noData')}
              </MantineTable.Td>
            </MantineTable.Tr>
          ) : (
            batches
              .slice(0, shownBatches)
              .map((batch, at) => (
                <TableRows
                  key={at}
                  columns={columns}
                  rows={batch}
                  offset={at * batchSize}
                  rowKey={rowKey}
                  labelCells={stackOnNarrow}
                />
              ))
          )}
          {shownRows < rows.length && (
            <MantineTable.Tr ref={endRef}>
              <MantineTable.Td colSpan={columns.length} c="dimmed" ta="center">
                {t('ui.moreRows', { shown: shownRows, total: rows.length })}
              </MantineTable.Td>
            </MantineTable.Tr>
          )}
        </MantineTable.Tbody>
      </MantineTable>
    </MantineTable.ScrollContainer>
  );
}
