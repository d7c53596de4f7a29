import { Group } from '@mantine/core';
import { formatRelativeTime } from '../../lib/relative-time';
import { Text } from '../../ui/text/Text';
import { timeStatus, type Claim } from './jwt-parser';

/** "Expired", "Not valid yet" or "Time claims OK", from exp and nbf; nothing without them. */
export function TimeStatusLine({ payload, nowMs }: { payload: readonly Claim[]; nowMs: number }) {
  const status = timeStatus(payload, nowMs);
  if (status.kind === 'none') return null;
  const [verdict, tone, when] =
    status.kind === 'expired'
      ? (['Expired', 'error', status.sinceMs] as const)
      : status.kind === 'not-yet-valid'
        ? (['Not valid yet', 'warning', status.fromMs] as const)
        : (['Time claims OK', 'success', undefined] as const);
  return (
    <Group gap={6} role="status" aria-live="polite">
      <Text size="sm" weight="semibold" tone={tone} inline>
        {verdict}
      </Text>
      {when !== undefined && (
        <Text size="sm" tone="dimmed" inline>
          {`· ${formatRelativeTime(when, nowMs)}`}
        </Text>
      )}
    </Group>
  );
}
