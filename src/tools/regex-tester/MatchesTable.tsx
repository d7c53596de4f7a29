import { Table, type TableColumn } from '../../ui/table/Table';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import { formatGroups, maxListedMatches, type RegexMatch } from './regex-tester';

const columns: TableColumn<RegexMatch>[] = [
  { header: 'Index in text', accessor: 'index' },
  {
    header: 'Value',
    render: (match) => (
      <Text inline preserveLines>
        {match.value}
      </Text>
    ),
  },
  { header: 'Captures', render: (match) => formatGroups(match.captures) },
  { header: 'Groups', render: (match) => formatGroups(match.groups) },
];

interface MatchesTableProps {
  matches: readonly RegexMatch[];
  moreMatches: boolean;
}

/** One row per match; "No match" when there is none. */
export function MatchesTable({ matches, moreMatches }: MatchesTableProps) {
  if (matches.length === 0) return <NoMatch />;
  return (
    <>
      <Table columns={columns} rows={matches} rowKey={(match) => match.index} monospace rowsPerBatch={100} />
      {moreMatches && (
        <Note>Only the first {maxListedMatches.toLocaleString('en')} matches are listed and highlighted.</Note>
      )}
    </>
  );
}

export function NoMatch() {
  return <Text tone="dimmed">No match</Text>;
}
