import '@mantine/core/styles/Table.layer.css';
import { Table as MantineTable } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';

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
}

function cellContent<Row>(column: TableColumn<Row>, row: Row, index: number): ReactNode {
  if (column.render) return column.render(row, index);
  const value = row[column.accessor];
  return value === null || value === undefined ? '' : String(value);
}

export function Table<Row>({ columns, rows, rowKey, caption, emptyText, monospace = false }: TableProps<Row>) {
  const { t } = useTranslation();
  return (
    <MantineTable.ScrollContainer minWidth={0} type="native">
      <MantineTable striped highlightOnHover withTableBorder ff={monospace ? 'monospace' : undefined} captionSide="top">
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
            rows.map((row, index) => (
              <MantineTable.Tr key={rowKey ? rowKey(row, index) : index}>
                {columns.map((column) => (
                  <MantineTable.Td key={column.header} ta={column.align}>
                    {cellContent(column, row, index)}
                  </MantineTable.Td>
                ))}
              </MantineTable.Tr>
            ))
          )}
        </MantineTable.Tbody>
      </MantineTable>
    </MantineTable.ScrollContainer>
  );
}
