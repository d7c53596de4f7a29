import { useMemo } from 'react';
import { useToolWords, type ToolWords } from '../../i18n/tool-words';
import { Table, type TableColumn } from '../../ui/table/Table';
import { TextCopyable } from '../../ui/text-copyable/TextCopyable';
import type { RangeExpansion } from './ipv4-range-expander';
import words from './locales/en.json';

interface RangeRow {
  label: string;
  old: string;
  new: string;
}

const copyable = (value: string) => (value ? <TextCopyable value={value} /> : '');

type T = ToolWords<typeof words>['t'];

const columnsOf = (t: T): readonly TableColumn<RangeRow>[] => [
  { header: '', render: (row) => <strong>{row.label}</strong> },
  { header: t('table.heading.old'), render: (row) => copyable(row.old) },
  { header: t('table.heading.new'), render: (row) => copyable(row.new) },
];

function rangeRows(expansion: RangeExpansion, t: T): RangeRow[] {
  return [
    { label: t('table.startAddress'), old: expansion.old.start, new: expansion.new.start },
    { label: t('table.endAddress'), old: expansion.old.end, new: expansion.new.end },
    { label: t('table.count'), old: expansion.old.count, new: expansion.new.count },
    { label: t('table.cidr'), old: '', new: expansion.new.cidr },
  ];
}

/** The range as given beside the smallest CIDR block covering it. */
export function RangeTable({ expansion }: { expansion: RangeExpansion }) {
  const { t } = useToolWords(words);
  const columns = useMemo(() => columnsOf(t), [t]);
  return <Table columns={columns} rows={rangeRows(expansion, t)} rowKey={(row) => row.label} />;
}
