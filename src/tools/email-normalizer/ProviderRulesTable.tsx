import { Table, type TableColumn } from '../../ui/table/Table';
import { providerRules, type ProviderRule } from './providers';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const columns: TableColumn<ProviderRule>[] = [
  { header: 'Domains', render: (rule) => rule.domains.join(', ') },
  { header: 'Dots removed', render: (rule) => yesNo(rule.removeDots) },
  {
    header: 'Tag dropped',
    render: (rule) => (rule.tagSeparator ? `from the first ${rule.tagSeparator}` : 'No'),
  },
  { header: 'Domain becomes', render: (rule) => rule.canonicalDomain ?? '' },
  { header: 'Applied', render: (rule) => (rule.more ? 'With "More providers"' : 'Always') },
];

/** The rules the normalizer applies, from the same table it reads. */
export function ProviderRulesTable() {
  return (
    <Table
      caption="Every other domain is only lower-cased."
      columns={columns}
      rows={providerRules}
      rowKey={(rule) => rule.domains[0]}
    />
  );
}
