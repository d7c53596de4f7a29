import { describe, expect, it } from 'vitest';
import { validate, type ValidationRule } from './validation';

const rule = (validator: (value: string) => unknown, message: string): ValidationRule => ({ validator, message });

describe('validate', () => {
  it('is undefined when there are no rules', () => {
    expect(validate('anything', [])).toBeUndefined();
  });

  it('is undefined when every rule passes, whatever truthy value the validators return', () => {
    const rules = [rule(() => true, 'a'), rule(() => 'yes', 'b'), rule(() => 1, 'c'), rule(() => ({}), 'd')];
    expect(validate('x', rules)).toBeUndefined();
  });

  it.each([
    ['false', () => false],
    ['null', () => null],
    ['undefined', () => undefined],
    [
      'a throw',
      () => {
        throw new Error('bad');
      },
    ],
  ])('fails a rule whose validator returns %s', (_name, validator) => {
    expect(validate('x', [rule(validator, 'Invalid')])).toBe('Invalid');
  });

  it('counts 0 and an empty string as passing: only false, null, undefined or a throw fail', () => {
    expect(validate('x', [rule(() => 0, 'zero'), rule(() => '', 'empty')])).toBeUndefined();
  });

  it('returns the message of the last failing rule', () => {
    const rules = [
      rule(() => false, 'first'),
      rule(() => true, 'passes'),
      rule(() => false, 'last'),
      rule(() => true, 'passes too'),
    ];
    expect(validate('x', rules)).toBe('last');
  });

  it('passes the value to every validator', () => {
    const rules = [rule((value) => value.length > 3, 'Too short'), rule((value) => /^\d+$/.test(value), 'Digits only')];
    expect(validate('12345', rules)).toBeUndefined();
    expect(validate('12', rules)).toBe('Too short');
    expect(validate('abcde', rules)).toBe('Digits only');
    expect(validate('ab', rules)).toBe('Digits only');
  });
});
