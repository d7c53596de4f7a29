import { describe, expect, it } from 'vitest';
import {
  booleanField,
  choiceField,
  defaultValues,
  hasDefaultValues,
  defineFields,
  integerField,
  numberTextField,
  textField,
  type Field,
} from './fields';

describe('field kinds read text from a link or storage', () => {
  it.each<[string, Field<unknown>, string, unknown]>([
    ['text, as is', textField(''), ' a b ', ' a b '],
    ['text matching its pattern', textField('2048', { pattern: /^\d{1,6}$/ }), '4096', '4096'],
    ['text not matching its pattern', textField('2048', { pattern: /^\d{1,6}$/ }), '4096 bits', undefined],
    ['boolean true', booleanField(false), 'true', true],
    ['boolean false', booleanField(true), 'false', false],
    ['boolean in another spelling', booleanField(false), 'yes', undefined],
    ['integer', integerField(5, { min: 1, max: 10 }), '7', 7],
    ['integer with spaces around', integerField(5), ' 7 ', 7],
    ['integer under its minimum, clamped', integerField(5, { min: 1, max: 10 }), '-3', 1],
    ['integer over its maximum, clamped', integerField(5, { min: 1, max: 10 }), '99999999999999999999', 10],
    ['integer with a fraction', integerField(5), '2.5', undefined],
    ['integer, empty', integerField(5), '', undefined],
    ['typed number', numberTextField(10), '16', '16'],
    ['typed number, negative with a fraction', numberTextField(10), '-2.5', '-2.5'],
    ['typed number, unfinished', numberTextField(10), '2.', '2.'],
    ['typed number, emptied', numberTextField(10), '', ''],
    ['typed number with letters', numberTextField(10), '1e3', undefined],
    ['typed number with two points', numberTextField(10), '1.2.3', undefined],
    ['typed number, as long as a box takes', numberTextField(10), '9'.repeat(1000), '9'.repeat(1000)],
    ['typed number, longer than a box takes', numberTextField(10), '9'.repeat(1001), undefined],
    ['choice among its choices', choiceField('Hex', ['Bin', 'Hex']), 'Bin', 'Bin'],
    ['choice in another case', choiceField('Hex', ['Bin', 'Hex']), 'bin', undefined],
  ])('%s', (_, field, text, expected) => {
    expect(field.parse(text)).toEqual(expected);
  });

  it.each<[string, Field<unknown>, unknown, string]>([
    ['text', textField(''), 'a&b', 'a&b'],
    ['boolean', booleanField(false), true, 'true'],
    ['integer', integerField(0), -12, '-12'],
    ['choice', choiceField('a', ['a', 'b']), 'b', 'b'],
    ['typed number', numberTextField(42), '17.5', '17.5'],
  ])('writes a %s value as text that reads back', (_, field, value, text) => {
    expect(field.format(value)).toBe(text);
    expect(field.parse(text)).toEqual(value);
  });
});

describe('field flags', () => {
  it('keep persist and sensitive as declared', () => {
    expect(textField('', { persist: true })).toMatchObject({ persist: true });
    expect(textField('', { sensitive: true })).toMatchObject({ sensitive: true });
    expect(numberTextField(1, { persist: true })).toMatchObject({ persist: true, defaultValue: '1' });
    expect(numberTextField('')).toMatchObject({ defaultValue: '' });
  });

  it('refuse a remembered secret at compile time', () => {
    // @ts-expect-error A sensitive field is never stored.
    expect(textField('', { sensitive: true, persist: true }).sensitive).toBe(true);
  });

  it('refuse a default that is not one of the choices at compile time', () => {
    // @ts-expect-error 'Oct' is not a choice.
    expect(choiceField('Oct', ['Bin', 'Hex']).defaultValue).toBe('Oct');
  });
});

describe('defaultValues', () => {
  it('gives each field its default', () => {
    const fields = defineFields({
      length: integerField(64),
      symbols: booleanField(false),
      generated: textField('', { generate: () => 'random' }),
    });
    expect(defaultValues(fields)).toEqual({ length: 64, symbols: false, generated: '' });
  });
});

describe('hasDefaultValues', () => {
  const fields = defineFields({ length: integerField(64), symbols: booleanField(false) });

  it('is true only while every field has its default', () => {
    expect(hasDefaultValues(fields, { length: 64, symbols: false })).toBe(true);
    expect(hasDefaultValues(fields, { length: 64, symbols: true })).toBe(false);
    expect(hasDefaultValues(fields, { length: 16, symbols: false })).toBe(false);
  });
});
