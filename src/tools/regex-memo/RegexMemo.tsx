import { Stack } from '@mantine/core';
import { Card } from '../../ui/card/Card';
import { InlineCode } from '../../ui/inline-code/InlineCode';
import { Link } from '../../ui/link/Link';
import { Table, type TableColumn } from '../../ui/table/Table';
import { Text } from '../../ui/text/Text';
import { memoSections, references, tryItHref, type MemoNote, type MemoRow } from './regex-memo';

const columns: TableColumn<MemoRow>[] = [
  {
    header: 'Expression',
    render: (row) => (row.shownAs ? row.shownAs : <InlineCode>{row.expression}</InlineCode>),
  },
  { header: 'Description', accessor: 'description' },
  {
    header: 'Try it',
    render: (row) => {
      const href = tryItHref(row);
      return href && <Link href={href}>Try it</Link>;
    },
  },
];

function MemoNoteText({ parts }: { parts: MemoNote }) {
  return (
    <Text size="sm">
      {parts.map((part, at) => (typeof part === 'string' ? part : <InlineCode key={at}>{part.code}</InlineCode>))}
    </Text>
  );
}

export default function RegexMemo() {
  return (
    <Stack gap="lg">
      <Text>
        Test your own patterns in the <Link href="/regex-tester">Regex Tester</Link>.
      </Text>
      {memoSections.map((section) => (
        <Card key={section.title} title={section.title}>
          <Table columns={columns} rows={section.rows} rowKey={(row) => row.expression} />
          {section.notes?.map((note, at) => (
            <MemoNoteText key={at} parts={note} />
          ))}
        </Card>
      ))}
      <Card title="References">
        {references.map((reference) => (
          <Text key={reference.href}>
            <Link href={reference.href}>{reference.label}</Link>
          </Text>
        ))}
      </Card>
    </Stack>
  );
}
