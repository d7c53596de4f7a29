function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * Version label for production builds: `year.month.day-shortcommit`, e.g. `2026.01.05-ab12cd3`.
 * Uses the UTC date so that the label does not depend on the build machine's time zone,
 * and zero-pads month and day so that labels sort as text.
 * Without a commit (empty sha) the label is the date alone, rather than ending in a dangling dash.
 */
export function buildVersionLabel(date: Date, shortSha: string): string {
  const datePart = [
    String(date.getUTCFullYear()),
    twoDigits(date.getUTCMonth() + 1),
    twoDigits(date.getUTCDate()),
  ].join('.');
  return shortSha === '' ? datePart : `${datePart}-${shortSha}`;
}
