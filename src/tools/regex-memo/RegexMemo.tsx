import { Stack } from '@mantine/core';
import { useToolWords } from '../../i18n/tool-words';
import { Card } from '../../ui/card/Card';
import { InlineCode } from '../../ui/inline-code/InlineCode';
import { Link } from '../../ui/link/Link';
import { Table, type TableColumn } from '../../ui/table/Table';
import { Text } from '../../ui/text/Text';
import words from './locales/en.json';
import {
  markedParts,
  memoSections,
  noteKey,
  references,
  rowDescriptionKey,
  sectionTitleKey,
  tryItHref,
  type MemoRow,
  type MemoSection,
} from './regex-memo';

type Say = (key: string) => string;

function columnsOf(section: MemoSection, say: Say): TableColumn<MemoRow>[] {
  return [
    {
      header: say('table.expression'),
      render: (row) => (row.shownAs ? say(row.shownAs) : <InlineCode>{row.expression}</InlineCode>),
    },
    { header: say('table.description'), render: (row) => say(rowDescriptionKey(section, row)) },
    {
      header: say('table.tryIt'),
      render: (row) => {
        const href = tryItHref(row);
        return href && <Link href={href}>{say('table.tryIt')}</Link>;
      },
    },
  ];
}

function MemoNoteText({ text }: { text: string }) {
  return (
    <Text size="sm">
      {markedParts(text, 'code').map((part, at) =>
        'code' in part ? <InlineCode key={at}>{part.code}</InlineCode> : 'text' in part && part.text,
      )}
    </Text>
  );
}

export default function RegexMemo() {
  const { text: say } = useToolWords(words);
  return (
    <Stack gap="lg">
      <Text>
        {markedParts(say('intro'), 'link').map((part, at) =>
          'link' in part ? (
            <Link key={at} href="/regex-tester">
              {part.link}
            </Link>
          ) : (
            'text' in part && part.text
          ),
        )}
      </Text>
      {memoSections.map((section) => (
        <Card key={section.id} title={say(sectionTitleKey(section))}>
          <Table columns={columnsOf(section, say)} rows={section.rows} rowKey={(row) => row.expression} />
          {section.notes?.map((note) => (
            <MemoNoteText key={note} text={say(noteKey(section, note))} />
          ))}
        </Card>
      ))}
      <Card title={say('references.title')}>
        {references.map((reference) => (
          <Text key={reference.href}>
            <Link href={reference.href}>{say(`references.${reference.id}`)}</Link>
          </Text>
        ))}
      </Card>
    </Stack>
  );
}
