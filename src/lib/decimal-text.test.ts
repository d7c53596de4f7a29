import { describe, expect, it } from 'vitest';
import { formatPlainDecimal, parseDecimalText, roundHalfUp, roundedDecimalText } from './decimal-text';

describe('roundHalfUp', () => {
  it.each([
    [26.925, 2, 26.93],
    [559.725, 2, 559.73],
    [1.005, 2, 1.01],
    [3.3000000000000003, 10, 3.3],
    [-2.5, 0, -2],
    [1e-7, 2, 0],
    [1e300, 10, 1e300],
    [123.456, 0, 123],
  ])('%d to %d decimals is %d', (value, decimals, expected) => {
    expect(roundHalfUp(value, decimals)).toBe(expected);
  });

  it('leaves infinities and NaN as they are', () => {
    expect(roundHalfUp(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
    expect(roundHalfUp(Number.NaN, 2)).toBeNaN();
  });
});

describe('formatPlainDecimal', () => {
  it.each([
    [3.3, 10, '3.3'],
    [1e21, 2, '1000000000000000000000'],
    [1e-7, 10, '0.0000001'],
    [-0, 2, '0'],
    [-1e-12, 10, '0'],
    [-13.2, 2, '-13.2'],
    [1234567.5, 2, '1234567.5'],
  ])('%d with at most %d decimals is %s', (value, decimals, expected) => {
    expect(formatPlainDecimal(value, decimals)).toBe(expected);
  });
});

describe('roundedDecimalText', () => {
  it('rounds then writes plainly', () => {
    expect(roundedDecimalText(100 / 3, 10)).toBe('33.3333333333');
    expect(roundedDecimalText(26.925, 2)).toBe('26.93');
    expect(roundedDecimalText(2, 6)).toBe('2');
  });
});

describe('parseDecimalText', () => {
  it.each([
    ['empty', '', undefined],
    ['a minus sign', '-', undefined],
    ['a point', '.', undefined],
    ['2.', '2.', 2],
    ['-0.5', '-0.5', -0.5],
    ['a 400-digit number', '1'.repeat(400), undefined],
  ])('%s', (_case, text, expected) => {
    expect(parseDecimalText(text)).toBe(expected);
  });
});
