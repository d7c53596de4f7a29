import { describe, expect, it } from 'vitest';
import { clampInteger } from './clamp-integer';

describe('clampInteger (1–50, fallback 1)', () => {
  it.each([
    [1, 1],
    [50, 50],
    [7, 7],
    [0, 1],
    [-3, 1],
    [51, 50],
    [999_999_999_999, 50],
    [7.4, 7],
    [7.5, 8],
    ['12', 12],
    [' 12 ', 12],
    ['1e3', 50],
    ['', 1],
    ['   ', 1],
    ['abc', 1],
    ['12abc', 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 50],
    [Number.NEGATIVE_INFINITY, 1],
  ] as const)('%j → %j', (input, expected) => {
    expect(clampInteger(input, 1, 50, 1)).toBe(expected);
  });

  it('returns the fallback as given, even outside the bounds', () => {
    expect(clampInteger('nope', 1, 50, 64)).toBe(64);
  });
});
