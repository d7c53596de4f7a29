import { describe, expect, it } from 'vitest';
import { rangeField } from './range-field';

const field = rangeField([3, 8], { min: 1, max: 50 });

describe('rangeField', () => {
  it.each([
    ['3-8', [3, 8]],
    ['1-1', [1, 1]],
    [' 2 - 9 ', [2, 9]],
    ['9-2', [2, 9]],
    ['0-99', [1, 50]],
  ])('reads %j as %j', (text, expected) => {
    expect(field.parse(text)).toEqual(expected);
  });

  it.each(['', '3', '3-', 'a-b', '-3-8', '3.5-8', '1e3-5'])('does not take %j', (text) => {
    expect(field.parse(text)).toBeUndefined();
  });

  it('writes min-max', () => {
    expect(field.format([4, 12])).toBe('4-12');
  });
});
