// Time: Unix timestamps, ISO 8601 and RFC 2822 dates, ISO 8601 durations, cron expressions.
import { detected, type Detection, type DetectionName, type Detector } from './detection';

// Timestamps in this window (2001-09-09 to 2100) read as dates people paste; others as numbers.
const plausibleFromMs = 1e12;
const plausibleUntilMs = Date.UTC(2100, 0, 1);

const timestampUnits: readonly { digits: RegExp; name: DetectionName; msPer: number; confidence: number }[] = [
  { digits: /^\d{10}(?:\.\d{1,9})?$/, name: 'timestampSeconds', msPer: 1e3, confidence: 0.7 },
  { digits: /^\d{13}$/, name: 'timestampMilliseconds', msPer: 1, confidence: 0.7 },
  { digits: /^\d{16}$/, name: 'timestampMicroseconds', msPer: 1e-3, confidence: 0.45 },
  { digits: /^\d{19}$/, name: 'timestampNanoseconds', msPer: 1e-6, confidence: 0.4 },
];

/**
 * A Unix timestamp in seconds (10 digits), milliseconds (13), microseconds (16) or nanoseconds (19),
 * its date as a value. A date outside 2001–2100, or 9 digits of seconds (1973–2001), is only
 * plausible; shorter numbers (a year, a count) are no timestamp.
 */
export const detectTimestamp: Detector = (text) => {
  if (text.length > 30) return undefined;
  if (/^\d{9}(?:\.\d{1,9})?$/.test(text))
    return detected('timestamp', 0.3, 'timestampSeconds', { date: new Date(Number(text) * 1e3).toISOString() });
  for (const { digits, name, msPer, confidence } of timestampUnits) {
    if (!digits.test(text)) continue;
    const ms = Number(text) * msPer;
    const plausible = ms >= plausibleFromMs && ms < plausibleUntilMs;
    const date = new Date(Math.floor(ms));
    return detected(
      'timestamp',
      plausible ? confidence : 0.3,
      name,
      Number.isNaN(date.getTime()) ? undefined : { date: date.toISOString() },
    );
  }
  return undefined;
};

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const isoDateTime =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const isoBasicDateTime = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})?(?:[.,]\d{1,9})?(?:Z|[+-]\d{2}(?:\d{2})?)?$/i;
const isoWeekDate = /^\d{4}-W(?:0[1-9]|[1-4]\d|5[0-3])(?:-[1-7])?$/;

const monthNames = 'jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec';
const rfc2822Date = new RegExp(
  `^(?:(?:mon|tue|wed|thu|fri|sat|sun),\\s*)?\\d{1,2}\\s+(?:${monthNames})\\s+\\d{4}\\s+\\d{2}:\\d{2}(?::\\d{2})?\\s+(?:[+-]\\d{4}|gmt|ut|utc|z|[ecmp][sd]t)$`,
  'i',
);

/** An ISO 8601 date or date and time (extended or basic, or a week date), or an RFC 2822 date. */
export const detectDate: Detector = (text) => {
  if (text.length > 40) return undefined;
  if (isoWeekDate.test(text)) return detected('date', 0.85, 'isoDate');
  if (rfc2822Date.test(text)) return detected('date', 0.9, 'rfc2822Date');
  const parts = isoDateTime.exec(text) ?? isoBasicDateTime.exec(text);
  if (!parts) return undefined;
  const [year, month, day, hour, minute, second] = parts
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const valid =
    month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month) && hour <= 23 && minute <= 59 && second <= 60;
  if (!valid) return undefined;
  return parts[4] === undefined ? detected('date', 0.9, 'isoDate') : detected('date', 0.95, 'isoDateTime');
};

const isoDuration =
  /^P(?=\d|T\d)(?:\d+(?:[.,]\d+)?Y)?(?:\d+(?:[.,]\d+)?M)?(?:\d+(?:[.,]\d+)?W)?(?:\d+(?:[.,]\d+)?D)?(?:T(?=\d)(?:\d+(?:[.,]\d+)?H)?(?:\d+(?:[.,]\d+)?M)?(?:\d+(?:[.,]\d+)?S)?)?$/;

/** `P1Y2M3DT4H5M6S`, `PT15M`, `P2W`. */
export const detectDuration: Detector = (text) =>
  text.length <= 60 && isoDuration.test(text) ? detected('duration', 0.9, 'isoDuration') : undefined;

interface CronField {
  min: number;
  max: number;
  names?: readonly string[];
  /** Day fields take `?`, `L` and `W` (Quartz). */
  days?: 'month' | 'week';
}

const seconds: CronField = { min: 0, max: 59 };
const minutes: CronField = { min: 0, max: 59 };
const hours: CronField = { min: 0, max: 23 };
const daysOfMonth: CronField = { min: 1, max: 31, days: 'month' };
const months: CronField = { min: 1, max: 12, names: monthNames.split('|') };
const daysOfWeek: CronField = {
  min: 0,
  max: 7,
  names: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
  days: 'week',
};
const years: CronField = { min: 1970, max: 2099 };

const cronLayouts: Record<number, readonly CronField[]> = {
  5: [minutes, hours, daysOfMonth, months, daysOfWeek],
  6: [seconds, minutes, hours, daysOfMonth, months, daysOfWeek],
  7: [seconds, minutes, hours, daysOfMonth, months, daysOfWeek, years],
};

const cronMacros = new Set([
  '@yearly',
  '@annually',
  '@monthly',
  '@weekly',
  '@daily',
  '@midnight',
  '@hourly',
  '@reboot',
]);
const cronPart = /^(?:(\*)|(\d{1,4}|[a-z]{3})(?:-(\d{1,4}|[a-z]{3}))?)(?:\/(\d{1,4}))?$/i;

function cronValue(token: string, field: CronField): number | undefined {
  if (/^\d+$/.test(token)) {
    const value = Number(token);
    return value >= field.min && value <= field.max ? value : undefined;
  }
  const index = field.names?.indexOf(token.toLowerCase()) ?? -1;
  return index === -1 ? undefined : index + field.min;
}

/** Whether one comma-separated part of a field is valid there. */
function isCronPart(part: string, field: CronField): boolean {
  if (field.days && (part === '?' || part === 'L')) return true;
  if (field.days === 'month' && (part === 'LW' || /^\d{1,2}W$/.test(part)))
    return Number.parseInt(part, 10) <= 31 || part === 'LW';
  if (field.days === 'week' && /^[0-7](?:L|#[1-5])$/.test(part)) return true;
  const match = cronPart.exec(part);
  if (!match) return false;
  const [, star, from, to, step] = match;
  if (step !== undefined && Number(step) === 0) return false;
  if (star) return true;
  const start = cronValue(from, field);
  const end = to === undefined ? start : cronValue(to, field);
  return start !== undefined && end !== undefined && start <= end;
}

/**
 * A cron expression: 5 fields (minute to day of week), 6 (seconds first) or 7 (and a year), each
 * in its range, or a macro (@daily). Five plain numbers are only plausible.
 */
export const detectCron: Detector = (text): Detection | undefined => {
  if (text.length > 200) return undefined;
  if (cronMacros.has(text.toLowerCase())) return detected('cron', 0.95, 'cron');
  const fields = text.split(/\s+/);
  const layout = cronLayouts[fields.length];
  if (!layout) return undefined;
  const valid = fields.every((field, index) => field.split(',').every((part) => isCronPart(part, layout[index])));
  if (!valid) return undefined;
  return detected('cron', /^[\d\s]+$/.test(text) ? 0.45 : 0.9, 'cron');
};
