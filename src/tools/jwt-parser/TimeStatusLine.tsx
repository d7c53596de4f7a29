import { Group } from '@mantine/core';
import { useTranslation } from '../../i18n/i18n';
import { localeTags } from '../../i18n/locales';
import { useToolWords } from '../../i18n/tool-words';
import { formatRelativeTime } from '../../lib/relative-time';
import { Text } from '../../ui/text/Text';
import { timeNote, timeStatus, type Claim } from './jwt-parser';
import words from './locales/en.json';

/** "Expired", "Not valid yet" or "Time claims OK", from exp and nbf; nothing without them. */
export function TimeStatusLine({ payload, nowMs }: { payload: readonly Claim[]; nowMs: number }) {
  const { t, word } = useToolWords(words);
  const { locale } = useTranslation();
  const status = timeStatus(payload, nowMs);
  const note = timeNote(payload, nowMs);
  if (status.kind === 'none' || note === undefined) return null;
  const [tone, when] =
    status.kind === 'expired'
      ? (['error', status.sinceMs] as const)
      : status.kind === 'not-yet-valid'
        ? (['warning', status.fromMs] as const)
        : (['success', undefined] as const);
  return (
    <Group gap={6} role="status" aria-live="polite">
      <Text size="sm" weight="semibold" tone={tone} inline>
        {word(note)}
      </Text>
      {when !== undefined && (
        <Text size="sm" tone="dimmed" inline>
          {t('decode.ago', { ago: formatRelativeTime(when, nowMs, localeTags[locale]) })}
        </Text>
      )}
    </Group>
  );
}
