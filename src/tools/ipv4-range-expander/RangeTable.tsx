import { Table, type TableColumn } from '../../ui/table/Table';
import { TextCopyable } from '../../ui/text-copyable/TextCopyable';
import type { RangeExpansion } from './ipv4-range-expander';

interface RangeRow {
  label: string;
  old: string;
  new: string;
}

const copyable = (value: string) => (value ? <TextCopyable value={value} /> : '');

const columns: readonly TableColumn<RangeRow>[] = [
  { header: '', render: (row) => <strong>{row.label}</strong> },
  { header: 'old value', render: (row) => copyable(row.old) },
  { header: 'new value', render: (row) => copyable(row.new) },
];

function rangeRows(expansion: RangeExpansion): RangeRow[] {
  return [
    { label: 'Start address', old: expansion.old.start, new: expansion.new.start },
    { label: 'End address', old: expansion.old.end, new: expansion.new.end },
    { label: 'Addresses in range', old: expansion.old.count, new: expansion.new.count },
    { label: 'CIDR', old: '', new: expansion.new.cidr },
  ];
}

/** The range as given beside the smallest CIDR block covering it. */
export function RangeTable({ expansion }: { expansion: RangeExpansion }) {
  return <Table columns={columns} rows={rangeRows(expansion)} rowKey={(row) => row.label} />;
}
