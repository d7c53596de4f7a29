const dayMs = 86_400_000;

// Largest first; a year and a month are their average lengths in the Gregorian calendar.
const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365.2425 * dayMs],
  ['month', (365.2425 / 12) * dayMs],
  ['day', dayMs],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
];

/**
 * How long before or after `nowMs` the instant `thenMs` is, in whole units of the largest unit
 * that fits, in the language of `locale` (a BCP 47 tag, the page's: `localeTags[locale]`):
 * "8 years ago", "in 3 hours", "now". Whole units are counted down, as a person would: 8 years and
 * 10 months ago is "8 years ago".
 */
export function formatRelativeTime(thenMs: number, nowMs: number, locale: string): string {
  const difference = thenMs - nowMs;
  const size = Math.abs(difference);
  const [unit, unitMs] = units.find(([, length]) => size >= length) ?? units[units.length - 1];
  const count = Math.trunc(difference / unitMs);
  if (count === 0) return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(count, unit);
}
