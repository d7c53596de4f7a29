import { SimpleGrid } from '@mantine/core';
import type { Locale as DateLocale } from 'date-fns';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { endOf, formatDurationText, formatEndAbsolute, formatEndRelative } from './eta-calculator';

interface EndFieldsProps {
  /** The work's length; blank outputs when undefined. */
  durationMs: number | undefined;
  /** When the work began; undefined before the page knows the time. */
  start: Date | undefined;
  now: Date | undefined;
  labels: { duration: string; end: string; endAbsolute: string };
  /** The page language's date-fns locale; blank outputs until it has loaded. */
  dateLocale: DateLocale | undefined;
}

/** A duration, and when work of that length ends: relative to now, then in full. */
export function EndFields({ durationMs, start, now, labels, dateLocale }: EndFieldsProps) {
  const end = durationMs === undefined || start === undefined ? undefined : endOf(start, durationMs);
  const duration = durationMs === undefined || !dateLocale ? '' : formatDurationText(durationMs, dateLocale);
  const relative = end && now && dateLocale ? formatEndRelative(end, now, dateLocale) : '';
  const absolute = end && dateLocale ? formatEndAbsolute(end, dateLocale) : '';
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <CopyableField label={labels.duration} value={duration} monospace={false} />
      <CopyableField label={labels.end} value={relative} monospace={false} />
      <CopyableField label={labels.endAbsolute} value={absolute} monospace={false} />
    </SimpleGrid>
  );
}
