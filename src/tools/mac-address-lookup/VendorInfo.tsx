import { Group, Stack } from '@mantine/core';
import { useId } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import type { Message } from '../../lib/operation/message';
import type { VendorMatch } from '../../lib/oui/vendor-lookup';
import { CopyButton } from '../../ui/copy/CopyButton';
import { Field } from '../../ui/field/Field';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import words from './locales/en.json';
import { registryBlock, vendorText } from './mac-address-lookup';

interface VendorInfoProps {
  match: VendorMatch | undefined;
  loading: boolean;
  failed: boolean;
  /** Locally administered, multicast: shown under the record. */
  notes: readonly Message[];
}

function Record({ match, loading, failed }: Omit<VendorInfoProps, 'notes'>) {
  const { t } = useToolWords(words);
  if (loading) return <Text tone="dimmed">{t('vendor.loading')}</Text>;
  if (failed) return <Text tone="error">{t('vendor.unavailable')}</Text>;
  if (!match)
    return (
      <Text tone="dimmed">
        <em>{t('vendor.unknown')}</em>
      </Text>
    );
  return (
    <div>
      {match.lines.map((line, index) => (
        <Text key={index} weight={index === 0 ? 'bold' : undefined}>
          {line}
        </Text>
      ))}
    </div>
  );
}

/** The registry's record for an address, its copy button and what the first octet says. */
export function VendorInfo({ match, loading, failed, notes }: VendorInfoProps) {
  const { t, word } = useToolWords(words);
  const labelId = useId();
  return (
    <Stack gap="sm">
      <Field label={t('vendor.label')} labelId={labelId}>
        <div role="status" aria-labelledby={labelId}>
          <Record match={match} loading={loading} failed={failed} />
        </div>
      </Field>
      {match && <Note>{t('vendor.block', { block: registryBlock(match.prefix) })}</Note>}
      {notes.map((note) => (
        <Text key={note.code} weight="medium">
          {word(note)}
        </Text>
      ))}
      <Group justify="center">
        <CopyButton
          label={t('vendor.copy')}
          value={match ? vendorText(match) : ''}
          notice={t('vendor.copied')}
          disabled={!match || loading}
        />
      </Group>
    </Stack>
  );
}
