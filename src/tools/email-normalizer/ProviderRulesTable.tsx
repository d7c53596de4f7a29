import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { Table, type TableColumn } from '../../ui/table/Table';
import words from './locales/en.json';
import { providerRules, type ProviderRule } from './providers';

/** The rules the normalizer applies, from the same table it reads. */
export function ProviderRulesTable() {
  const { t } = useToolWords(words);
  const columns = useMemo((): TableColumn<ProviderRule>[] => {
    const yesNo = (value: boolean) => t(value ? 'rules.yes' : 'rules.no');
    return [
      { header: t('rules.domains'), render: (rule) => rule.domains.join(', ') },
      { header: t('rules.removeDots'), render: (rule) => yesNo(rule.removeDots) },
      {
        header: t('rules.tag'),
        render: (rule) => (rule.tagSeparator ? t('rules.tagFrom', { separator: rule.tagSeparator }) : t('rules.no')),
      },
      { header: t('rules.canonicalDomain'), render: (rule) => rule.canonicalDomain ?? '' },
      { header: t('rules.applied'), render: (rule) => t(rule.more ? 'rules.withMore' : 'rules.always') },
    ];
  }, [t]);
  return (
    <Table caption={t('rules.caption')} columns={columns} rows={providerRules} rowKey={(rule) => rule.domains[0]} />
  );
}
