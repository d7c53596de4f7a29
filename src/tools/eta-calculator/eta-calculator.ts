import { addMilliseconds, format, formatDuration, formatRelative, isValid, type Locale as DateLocale } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';

export const timeUnits = ['milliseconds', 'seconds', 'minutes', 'hours', 'days'] as const;
export type TimeUnit = (typeof timeUnits)[number];

export const timeUnitMs: Record<TimeUnit, number> = {
  milliseconds: 1,
  seconds: 1000,
  minutes: 60_000,
  hours: 3_600_000,
  days: 86_400_000,
};

const positive = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value > 0;

/**
 * How long consuming `amount` elements takes at `unitsPerSpan` elements every `span` `unit`s, in
 * whole milliseconds; undefined unless every number is above zero. Multiplied before dividing, so
 * 1 element at 3 per 5 minutes is 100,000 ms exactly (dividing first leaves 99,999.99…).
 */
export function totalDurationMs(
  amount: number | undefined,
  unitsPerSpan: number | undefined,
  span: number | undefined,
  unit: TimeUnit,
): number | undefined {
  if (!positive(amount) || !positive(unitsPerSpan) || !positive(span)) return undefined;
  const duration = Math.round((amount * span * timeUnitMs[unit]) / unitsPerSpan);
  return Number.isFinite(duration) ? duration : undefined;
}

/**
 * A duration in words, largest part first, parts of zero left out: "5 hours 10 minutes",
 * "1 day 1 hour", "1 minute 40 seconds 500 ms", "333 ms"; in British English unless `locale` (one of
 * date-fns', see date-locales.ts) says otherwise.
 */
export function formatDurationText(durationMs: number, locale: DateLocale = enGB): string {
  const days = Math.floor(durationMs / timeUnitMs.days);
  const hours = Math.floor((durationMs % timeUnitMs.days) / timeUnitMs.hours);
  const minutes = Math.floor((durationMs % timeUnitMs.hours) / timeUnitMs.minutes);
  const seconds = Math.floor((durationMs % timeUnitMs.minutes) / timeUnitMs.seconds);
  const milliseconds = Math.floor(durationMs % timeUnitMs.seconds);
  const parts = formatDuration({ days, hours, minutes, seconds }, { locale });
  const text = milliseconds > 0 ? `${parts} ${milliseconds} ms` : parts;
  return text.trim() || '0 ms';
}

/** When work of `durationMs` begun at `start` ends; undefined past the dates a Date can hold. */
export function endOf(start: Date, durationMs: number): Date | undefined {
  const end = addMilliseconds(start, durationMs);
  return isValid(end) ? end : undefined;
}

/**
 * `end` as seen from `now`, in British English unless `locale` says otherwise: "today at 14:10",
 * "Friday at 09:00", "18/01/2024"; "heute um 14:10".
 */
export function formatEndRelative(end: Date, now: Date, locale: DateLocale = enGB): string {
  return formatRelative(end, now, { locale });
}

/**
 * `end` in full: "Wednesday 10 January 2024, 14:10:00" (the spec's form) in English, the language's
 * own full date and time in another ("Mittwoch, 10. Januar 2024 um 14:10:00").
 */
export function formatEndAbsolute(end: Date, locale: DateLocale = enGB): string {
  return format(end, locale.code === enGB.code ? 'EEEE d MMMM yyyy, HH:mm:ss' : 'PPPPpp', { locale });
}

/**
 * How long is left when `done` of `amount` elements took `elapsedMs`, at the same pace; undefined
 * unless 0 < done ≤ amount and some time has passed.
 */
export function remainingMs(
  amount: number | undefined,
  done: number | undefined,
  elapsedMs: number | undefined,
): number | undefined {
  if (!positive(amount) || !positive(done) || !positive(elapsedMs) || done > amount) return undefined;
  const remaining = Math.round(((amount - done) * elapsedMs) / done);
  return Number.isFinite(remaining) ? remaining : undefined;
}

export const sizeUnits = ['kB', 'MB', 'GB', 'TB'] as const;
export type SizeUnit = (typeof sizeUnits)[number];
export const sizeUnitBytes: Record<SizeUnit, number> = { kB: 1e3, MB: 1e6, GB: 1e9, TB: 1e12 };

export const speedUnits = ['kB/s', 'MB/s', 'GB/s', 'Mbit/s', 'Gbit/s'] as const;
export type SpeedUnit = (typeof speedUnits)[number];
export const speedUnitBytesPerSecond: Record<SpeedUnit, number> = {
  'kB/s': 1e3,
  'MB/s': 1e6,
  'GB/s': 1e9,
  'Mbit/s': 1e6 / 8,
  'Gbit/s': 1e9 / 8,
};

/** How long a download of `size` at `speed` takes, in whole milliseconds. */
export function downloadDurationMs(
  size: number | undefined,
  sizeUnit: SizeUnit,
  speed: number | undefined,
  speedUnit: SpeedUnit,
): number | undefined {
  if (!positive(size) || !positive(speed)) return undefined;
  const duration = Math.round(((size * sizeUnitBytes[sizeUnit]) / (speed * speedUnitBytesPerSecond[speedUnit])) * 1000);
  return Number.isFinite(duration) ? duration : undefined;
}
