import { parseDecimalText, roundedDecimalText } from '../../lib/decimal-text';

/** The most decimals a result shows unless the person asks for fewer. */
export const defaultDecimals = 10;

/** What is `percent` % of `value`. */
export const percentOf = (percent: number, value: number) => (percent / 100) * value;

/** `part` as a percentage of `whole`. */
export const percentageOf = (part: number, whole: number) => (100 * part) / whole;

/** The change from `from` to `to`, in percent of `from` (negative for a decrease). */
export const percentageChange = (from: number, to: number) => ((to - from) / from) * 100;

/** The whole of which `part` is `percent` %. */
export const wholeOf = (part: number, percent: number) => (part / percent) * 100;

/** `value` with `percent` % of it added (a tax) or removed (a discount). */
export const withPercentAdded = (value: number, percent: number) => value + percentOf(percent, value);
export const withPercentRemoved = (value: number, percent: number) => value - percentOf(percent, value);

/**
 * A card's result from its two number boxes: blank until both hold a number, and blank when the
 * calculation has no finite answer (a division by zero); else rounded to at most `decimals`.
 */
export function calculate(
  calculation: (first: number, second: number) => number,
  firstText: string,
  secondText: string,
  decimals: number = defaultDecimals,
): string {
  const first = parseDecimalText(firstText);
  const second = parseDecimalText(secondText);
  if (first === undefined || second === undefined) return '';
  const result = calculation(first, second);
  return Number.isFinite(result) ? roundedDecimalText(result, decimals) : '';
}
