import type { Field, FieldOptions } from './fields';

/** An inclusive range of whole numbers, smallest first. */
export type IntegerRange = readonly [number, number];

/**
 * A range of whole numbers chosen with a two-thumb slider, written `min-max` (`3-8`). Text from a
 * link or storage is clamped to [min, max] and put in order; other text is not taken.
 */
export function rangeField(
  defaultValue: IntegerRange,
  options: FieldOptions & { min: number; max: number },
): Field<IntegerRange> {
  const { min, max, ...flags } = options;
  const clamp = (value: number) => Math.min(max, Math.max(min, value));
  return {
    ...flags,
    shape: { type: 'range', min, max },
    defaultValue,
    parse: (text) => {
      const match = /^\s*(\d{1,9})\s*-\s*(\d{1,9})\s*$/.exec(text);
      if (!match) return undefined;
      const [from, to] = [clamp(Number(match[1])), clamp(Number(match[2]))];
      return from <= to ? [from, to] : [to, from];
    },
    format: ([from, to]) => `${from}-${to}`,
  };
}
