import { describe, expect, it } from 'vitest';
import { dateTimeLocalPattern, fromDateTimeLocal, toDateTimeLocal } from './date-time-local';

describe('datetime-local text', () => {
  it('writes a local moment to the minute, with seconds when it has some', () => {
    expect(toDateTimeLocal(new Date(2024, 0, 10, 9, 0))).toBe('2024-01-10T09:00');
    expect(toDateTimeLocal(new Date(2024, 11, 31, 23, 59, 7))).toBe('2024-12-31T23:59:07');
  });

  it('reads it back', () => {
    expect(fromDateTimeLocal('2024-01-10T09:00')).toEqual(new Date(2024, 0, 10, 9, 0));
    expect(fromDateTimeLocal('2024-01-10T09:00:30.5')).toEqual(new Date(2024, 0, 10, 9, 0, 30, 500));
  });

  it('refuses what is not a moment', () => {
    for (const text of ['', '2024-02-30T10:00', '2024-01-10', '<script>', '2024-01-10T9:00'])
      expect(fromDateTimeLocal(text)).toBeUndefined();
    expect(dateTimeLocalPattern.test('2024-01-10T09:00')).toBe(true);
    expect(dateTimeLocalPattern.test('yesterday')).toBe(false);
  });
});
