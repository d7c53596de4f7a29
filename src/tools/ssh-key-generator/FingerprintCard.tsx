import { Stack } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { Card } from '../../ui/card/Card';
import { CodeBlock } from '../../ui/code-block/CodeBlock';
import { InputText } from '../../ui/input-text/InputText';
import { Section } from '../../ui/section/Section';
import { KeyValueTable } from '../../ui/table/KeyValueTable';
import { Note } from '../../ui/text/Note';
import words from './locales/en.json';
import { fingerprintLine, md5Fingerprint, randomart, readPublicKeys, type FoundKey } from './ssh-public-key';

// A pasted file of thousands of lines that are not keys: the first errors say enough.
const shownErrors = 5;
// Each key draws a table and a picture; a file with more keys shows the first ones.
const shownKeys = 100;

interface FingerprintCardProps {
  value: string;
  onChange: (value: string) => void;
}

export function FingerprintCard({ value, onChange }: FingerprintCardProps) {
  const { t, word } = useToolWords(words);
  const inspected = useDebouncedWhenLarge(value);
  const listing = useMemo(() => readPublicKeys(inspected), [inspected]);
  const errors = listing.ok ? listing.value.errors : [listing.error];
  const keys = listing.ok ? listing.value.keys : [];
  const hidden = errors.length - shownErrors;
  const error =
    errors.length === 0 ? undefined : (
      <>
        {errors.slice(0, shownErrors).map((message, index) => (
          <div key={index}>{word(message)}</div>
        ))}
        {hidden > 0 && <div>{t('inspect.moreErrors', { count: hidden })}</div>}
      </>
    );

  return (
    <Card title={t('inspect.title')}>
      <InputText
        label={t('inspect.input.label')}
        placeholder={t('inspect.input.placeholder')}
        value={value}
        onChange={onChange}
        multiline
        rows={4}
        autosize
        maxRows={12}
        monospace
        typingAids={false}
        error={error}
      />
      {keys.slice(0, shownKeys).map((found) => (
        <KeyDetails key={found.line} found={found} />
      ))}
      {keys.length > shownKeys && <Note>{t('inspect.moreKeys', { shown: shownKeys, count: keys.length })}</Note>}
    </Card>
  );
}

const KeyDetails = memo(function KeyDetails({ found: { line, key, comment } }: { found: FoundKey }) {
  const { t } = useToolWords(words);
  const rows = [
    { label: t('outputs.fingerprint'), value: fingerprintLine(key, comment) },
    { label: t('outputs.md5Fingerprint'), value: md5Fingerprint(key.blob) },
    { label: t('outputs.type'), value: key.type },
    { label: t('outputs.bits'), value: String(key.bits) },
    { label: t('outputs.comment'), value: comment },
  ];
  return (
    <Section title={t('inspect.keyOnLine', { line })}>
      <Stack gap="sm">
        <KeyValueTable rows={rows} copyable />
        <CodeBlock label={t('outputs.randomart')} value={randomart(key)} minRows={11} />
      </Stack>
    </Section>
  );
});
