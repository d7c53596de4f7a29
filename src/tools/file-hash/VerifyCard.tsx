import { Stack } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import type { Message } from '../../lib/operation/message';
import { readTextFile } from '../../lib/read-text-file';
import { Card } from '../../ui/card/Card';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { FileUpload } from '../../ui/file-upload/FileUpload';
import { InputText } from '../../ui/input-text/InputText';
import { Section } from '../../ui/section/Section';
import { Text, type TextTone } from '../../ui/text/Text';
import {
  ignoredNotes,
  verifyListing,
  type ChecksumsAlgorithm,
  type EntryStatus,
  type FileDigests,
  type Listing,
  type VerifyCounts,
} from './checksums-listing';
import words from './locales/en.json';
import { verifyFields } from './operations';

interface VerifyCardProps {
  checksums: string;
  /** The listing's text, and the name of the file it was loaded from (undefined when typed or pasted). */
  onChecksums: (text: string, fileName?: string) => void;
  algorithm: ChecksumsAlgorithm;
  onAlgorithm: (algorithm: ChecksumsAlgorithm) => void;
  listing: Listing;
  files: readonly FileDigests[];
}

const algorithmField = { checksumsAlgorithm: verifyFields.checksumsAlgorithm };

const tones: Readonly<Record<EntryStatus, TextTone>> = {
  ok: 'success',
  failed: 'error',
  missing: 'warning',
  pending: 'dimmed',
};

const countOrder: readonly (keyof VerifyCounts)[] = ['ok', 'failed', 'missing', 'notListed'];

/** The "Verify a checksums file" card: the listing, its algorithm, and each entry's verdict. */
export const VerifyCard = memo(function VerifyCard({
  checksums,
  onChecksums,
  algorithm,
  onAlgorithm,
  listing,
  files,
}: VerifyCardProps) {
  const { t, text, word, wordNode } = useToolWords(words);
  const [fileError, setFileError] = useState<Message>();
  const load = async ([file]: File[]) => {
    if (!file) return;
    const read = await readTextFile(file);
    setFileError(read.ok ? undefined : read.error);
    if (read.ok) onChecksums(read.value, file.name);
  };
  const verification = useMemo(() => verifyListing(listing, files), [listing, files]);
  const warnings = useMemo(() => ignoredNotes(listing.ignored), [listing]);
  const summary = countOrder
    .filter((name) => verification.counts[name] > 0)
    .map((name) => t(`verify.counts.${name}`, { total: verification.counts[name] }))
    .join(', ');

  return (
    <Card title={t('verify.card')}>
      <InputText
        label={t('checksums.label')}
        placeholder={t('checksums.placeholder')}
        value={checksums}
        onChange={(value) => {
          setFileError(undefined);
          onChecksums(value);
        }}
        multiline
        rows={4}
        autosize
        maxRows={14}
        monospace
        spellCheck={false}
        error={fileError && wordNode(fileError)}
      />
      <FileUpload
        label={t('checksums.load')}
        inputLabel={t('checksums.load')}
        onFiles={(picked) => void load(picked)}
      />
      <FieldControls
        fields={algorithmField}
        values={{ checksumsAlgorithm: algorithm }}
        onChange={(_, chosen) => onAlgorithm(chosen as ChecksumsAlgorithm)}
        text={text}
      />
      {warnings.length > 0 && (
        <Stack gap={2}>
          {warnings.map((warning) => (
            <Text key={warning.code + JSON.stringify(warning.values)} size="sm" tone="warning">
              {word(warning)}
            </Text>
          ))}
        </Stack>
      )}
      {listing.entries.length > 0 && (
        <Section title={t('verify.results')}>
          <Stack gap={2} role="list">
            {verification.entries.map((entry, index) => (
              <Text key={index} size="sm" tone={tones[entry.status]} role="listitem" breakAnywhere>
                <Text inline monospace>
                  {entry.name}
                </Text>
                {': '}
                {t(`verify.status.${entry.status}`, { algorithm: t(`algorithmNames.${entry.algorithm}`) })}
              </Text>
            ))}
            {verification.notListed.map((name, index) => (
              <Text key={`not-listed-${index}`} size="sm" tone="dimmed" role="listitem" breakAnywhere>
                <Text inline monospace>
                  {name}
                </Text>
                {': '}
                {t('verify.status.notListed')}
              </Text>
            ))}
          </Stack>
          {summary && (
            <Text size="sm" weight="semibold" role="status">
              {summary}
            </Text>
          )}
        </Section>
      )}
    </Card>
  );
});
