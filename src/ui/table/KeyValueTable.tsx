import '@mantine/core/styles/Table.layer.css';
import { Table as MantineTable, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { TextCopyable } from '../text-copyable/TextCopyable';

export interface KeyValueRow {
  /** The row's name; unique in its table. */
  label: string;
  /** Shown instead of `label` (a name with a gloss, say); `label` stays the row's key. */
  labelDisplay?: ReactNode;
  value: string;
  /** Shown instead of `value` (a formatted or coloured version); `value` is still what gets copied. */
  display?: ReactNode;
  /** Overrides the table's `copyable` for this row. */
  copyable?: boolean;
}

interface KeyValueTableProps {
  rows: readonly KeyValueRow[];
  /** Gives every non-empty value a copy button, unless its row says otherwise. */
  copyable?: boolean;
  /** Visible caption, also the table's accessible name. */
  caption?: string;
  monospace?: boolean;
}

/** Labelled outputs, one per row: the label as the row header, the value beside it. */
export function KeyValueTable({ rows, copyable = false, caption, monospace = true }: KeyValueTableProps) {
  return (
    <MantineTable.ScrollContainer minWidth={0} type="native">
      <MantineTable withTableBorder withRowBorders captionSide="top">
        {caption && <MantineTable.Caption>{caption}</MantineTable.Caption>}
        <MantineTable.Tbody>
          {rows.map((row) => (
            <MantineTable.Tr key={row.label}>
              <MantineTable.Th scope="row" w="1%" style={{ whiteSpace: 'nowrap' }}>
                {row.labelDisplay ?? row.label}
              </MantineTable.Th>
              <MantineTable.Td>
                <KeyValueCell row={row} copyable={row.copyable ?? copyable} monospace={monospace} />
              </MantineTable.Td>
            </MantineTable.Tr>
          ))}
        </MantineTable.Tbody>
      </MantineTable>
    </MantineTable.ScrollContainer>
  );
}

function KeyValueCell({ row, copyable, monospace }: { row: KeyValueRow; copyable: boolean; monospace: boolean }) {
  if (copyable && row.value) return <TextCopyable value={row.value} displayValue={row.display} monospace={monospace} />;
  return (
    <Text component="span" ff={monospace ? 'monospace' : undefined} style={{ wordBreak: 'break-all' }}>
      {row.display ?? row.value}
    </Text>
  );
}
