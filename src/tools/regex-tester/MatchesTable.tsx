import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { Table, type TableColumn } from '../../ui/table/Table';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import words from './locales/en.json';
import { formatGroups, maxListedMatches, type RegexMatch } from './regex-tester';

interface MatchesTableProps {
  matches: readonly RegexMatch[];
  moreMatches: boolean;
}

/** One row per match; "No match" when there is none. */
export function MatchesTable({ matches, moreMatches }: MatchesTableProps) {
  const { t } = useToolWords(words);
  const columns = useMemo((): TableColumn<RegexMatch>[] => {
    const unmatched = t('matches.unmatched');
    return [
      { header: t('matches.index'), accessor: 'index' },
      {
        header: t('matches.value'),
        render: (match) => (
          <Text inline preserveLines>
            {match.value}
          </Text>
        ),
      },
      { header: t('matches.captures'), render: (match) => formatGroups(match.captures, unmatched) },
      { header: t('matches.groups'), render: (match) => formatGroups(match.groups, unmatched) },
    ];
  }, [t]);
  if (matches.length === 0) return <NoMatch />;
  return (
    <>
      <Table columns={columns} rows={matches} rowKey={(match) => match.index} monospace rowsPerBatch={100} />
      {moreMatches && <Note>{t('matches.more', { count: maxListedMatches })}</Note>}
    </>
  );
}

export function NoMatch() {
  const { t } = useToolWords(words);
  return <Text tone="dimmed">{t('matches.none')}</Text>;
}
