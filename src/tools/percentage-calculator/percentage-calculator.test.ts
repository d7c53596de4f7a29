import { describe, expect, it } from 'vitest';
import {
  calculate,
  percentOf,
  percentageChange,
  percentageOf,
  wholeOf,
  withPercentAdded,
  withPercentRemoved,
} from './percentage-calculator';

describe('results', () => {
  it.each([
    // The spec's (20 % of 150, 30 of 120, 50 to 75, 5 of 0) are the operations' examples.
    ['10 % of 33, without floating-point noise', percentOf, '10', '33', '3.3'],
  ])('%s', (_case, calculation, first, second, expected) => {
    expect(calculate(calculation, first, second)).toBe(expected);
  });
});

describe('calculate', () => {
  it('is blank until both fields hold a number', () => {
    expect(calculate(percentOf, '', '150')).toBe('');
    expect(calculate(percentOf, '20', '')).toBe('');
    expect(calculate(percentOf, '-', '150')).toBe('');
  });

  it('takes decimals and negatives', () => {
    expect(calculate(percentOf, '12.5', '-80')).toBe('-10');
    expect(calculate(percentageChange, '80', '60')).toBe('-25');
    expect(calculate(percentageChange, '-50', '-25')).toBe('-50');
  });

  it('is blank when the answer is not a finite number', () => {
    expect(calculate(percentageOf, '0', '0')).toBe('');
    expect(calculate(percentageChange, '0', '10')).toBe('');
    expect(calculate(wholeOf, '10', '0')).toBe('');
  });

  it('writes large numbers in plain digits, without separators', () => {
    expect(calculate(percentOf, '100', '123456789012345678901234')).toBe('123456789012345690000000');
  });

  it('rounds to the decimals asked for', () => {
    expect(calculate(percentageOf, '1', '3', 2)).toBe('33.33');
    expect(calculate(percentageOf, '2', '3', 0)).toBe('67');
  });
});

describe('the extra cards', () => {
  it('adds or removes a percentage', () => {
    expect(calculate(withPercentAdded, '100', '20')).toBe('120');
    expect(calculate(withPercentRemoved, '100', '20')).toBe('80');
    expect(calculate(withPercentAdded, '19.99', '5.5')).toBe('21.08945');
  });
});
