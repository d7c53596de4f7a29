/**
 * A typed, stored or URL value → a whole number in [min, max]. Text is read as a number; empty or
 * unreadable input gives `fallback`; fractions round; ±Infinity and huge values land on the bounds.
 */
export function clampInteger(value: number | string, min: number, max: number, fallback: number): number {
  const parsed = typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value;
  if (Number.isNaN(parsed)) return fallback;
  return Math.min(max, Math.max(min, Math.round(parsed)));
}
