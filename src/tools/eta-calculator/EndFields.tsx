import { SimpleGrid } from '@mantine/core';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { endOf, formatDurationText, formatEndAbsolute, formatEndRelative } from './eta-calculator';

interface EndFieldsProps {
  /** The work's length; blank outputs when undefined. */
  durationMs: number | undefined;
  /** When the work began; undefined before the page knows the time. */
  start: Date | undefined;
  now: Date | undefined;
  labels: { duration: string; end: string; endAbsolute: string };
}

/** A duration, and when work of that length ends: relative to now, then in full. */
export function EndFields({ durationMs, start, now, labels }: EndFieldsProps) {
  const end = durationMs === undefined || start === undefined ? undefined : endOf(start, durationMs);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <CopyableField
        label={labels.duration}
        value={durationMs === undefined ? '' : formatDurationText(durationMs)}
        monospace={false}
      />
      <CopyableField label={labels.end} value={end && now ? formatEndRelative(end, now) : ''} monospace={false} />
      <CopyableField label={labels.endAbsolute} value={end ? formatEndAbsolute(end) : ''} monospace={false} />
    </SimpleGrid>
  );
}
