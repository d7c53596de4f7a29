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

describe('the spec examples', () => {
  it.each([
    ['What is 20 % of 150', percentOf, '20', '150', '30'],
    ['30 is what percent of 120', percentageOf, '30', '120', '25'],
    ['from 50 to 75', percentageChange, '50', '75', '50'],
    ['from 50 to -25', percentageChange, '50', '-25', '-150'],
    ['5 is what percent of 0', percentageOf, '5', '0', ''],
    ['10 % of 33, without floating-point noise', percentOf, '10', '33', '3.3'],
    ['1 is what percent of 3', percentageOf, '1', '3', '33.3333333333'],
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
  it('finds the whole from a part and its percentage', () => {
    expect(calculate(wholeOf, '30', '25')).toBe('120');
  });

  it('adds or removes a percentage', () => {
    expect(calculate(withPercentAdded, '100', '20')).toBe('120');
    expect(calculate(withPercentRemoved, '100', '20')).toBe('80');
    expect(calculate(withPercentAdded, '19.99', '5.5')).toBe('21.08945');
    expect(calculate(withPercentAdded, '49.90', '20')).toBe('59.88');
    expect(calculate(withPercentRemoved, '49.90', '20')).toBe('39.92');
  });
});
