import { describe, expect, it } from 'vitest';
import {
  checkFileValue,
  convertText,
  describeExpectedFormat,
  textToArray,
  textToBoolean,
  textToEnum,
  textToFloat,
  textToInteger,
} from './convert.ts';
import type { KeyDeclaration } from './schema-types.ts';

const stringKey: KeyDeclaration = { format: 'string', default: '' };
const booleanKey: KeyDeclaration = { format: 'boolean', default: false };
const enumKey: KeyDeclaration = { format: 'enum', values: ['red', 'green'], default: 'red' };
const integerKey: KeyDeclaration = { format: 'integer', default: 0 };
const floatKey: KeyDeclaration = { format: 'float', default: 0 };
const arrayKey: KeyDeclaration = { format: 'array', default: [] };
const anyKey: KeyDeclaration = { format: 'any', default: null };

describe('textToBoolean', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    [' TRUE ', true],
    ['\ttrue\n', true],
    ['True', true],
    ['false', false],
    ['yes', false],
    ['1', false],
    ['on', false],
    ['', false],
    ['truee', false],
    ['t rue', false],
  ])('%j → %s', (text, expected) => {
    expect(textToBoolean(text)).toBe(expected);
  });
});

describe('textToArray', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['a', ['a']],
    ['a,b', ['a', 'b']],
    ['a, b', ['a', 'b']],
    [' a ,  b , c ', ['a', 'b', 'c']],
    ['a,,b', ['a', '', 'b']],
    ['a,', ['a', '']],
  ])('%j → %j', (text, expected) => {
    expect(textToArray(text)).toEqual(expected);
  });
});

describe('textToInteger', () => {
  it.each([
    ['42', 42],
    [' 42 ', 42],
    ['-7', -7],
    ['+7', 7],
    ['007', 7],
    ['0', 0],
  ])('%j → %d', (text, expected) => {
    expect(textToInteger(text)).toBe(expected);
  });

  it.each(['', ' ', '1.5', '1e3', '0x10', '12abc', 'abc', 'Infinity', '1 2', '99999999999999999999'])(
    '%j is not an integer',
    (text) => {
      expect(textToInteger(text)).toBeUndefined();
    },
  );
});

describe('textToFloat', () => {
  it.each([
    ['1.5', 1.5],
    [' -0.25 ', -0.25],
    ['.5', 0.5],
    ['3', 3],
    ['1e3', 1000],
    ['2.5E-1', 0.25],
  ])('%j → %d', (text, expected) => {
    expect(textToFloat(text)).toBe(expected);
  });

  it.each(['', '.', 'abc', '1.5x', '0x10', 'Infinity', 'NaN', '1,5', '1e', '1e999'])('%j is not a number', (text) => {
    expect(textToFloat(text)).toBeUndefined();
  });
});

describe('textToEnum', () => {
  it.each([
    ['red', 'red'],
    [' green ', 'green'],
    ['blue', undefined],
    ['RED', undefined],
    ['', undefined],
  ])('%j → %s', (text, expected) => {
    expect(textToEnum(text, ['red', 'green'])).toBe(expected);
  });
});

describe('convertText', () => {
  it.each([
    ['string keeps text as is, spaces included', stringKey, ' /base/ ', ' /base/ '],
    ['string accepts empty text', stringKey, '', ''],
    ['boolean', booleanKey, ' TRUE ', true],
    ['boolean never fails', booleanKey, 'yes', false],
    ['enum', enumKey, ' green ', 'green'],
    ['integer', integerKey, '12', 12],
    ['float', floatKey, '1.25', 1.25],
    ['array', arrayKey, 'a, b', ['a', 'b']],
    ['array of empty text', arrayKey, '', []],
    ['any keeps text', anyKey, '{"x":1}', '{"x":1}'],
  ])('%s', (_label, declaration, text, expected) => {
    expect(convertText(declaration, text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['enum', enumKey, 'blue', 'must be one of red, green'],
    ['integer', integerKey, '1.5', 'must be an integer'],
    ['integer from empty text', integerKey, '', 'must be an integer'],
    ['float', floatKey, 'abc', 'must be a number'],
  ])('%s fails on bad text', (_label, declaration, text, expected) => {
    expect(convertText(declaration, text)).toEqual({ ok: false, error: expected });
  });
});

describe('checkFileValue', () => {
  it.each([
    ['string', stringKey, 'x'],
    ['boolean', booleanKey, true],
    ['enum', enumKey, 'green'],
    ['integer', integerKey, -3],
    ['float', floatKey, 2.5],
    ['float accepts whole numbers', floatKey, 2],
    ['array', arrayKey, ['a', 'b']],
    ['empty array', arrayKey, []],
    ['any accepts objects', anyKey, { nested: [1] }],
    ['any accepts null', anyKey, null],
  ])('%s accepts a well-typed value', (_label, declaration, value) => {
    expect(checkFileValue(declaration, value)).toEqual({ ok: true, value });
  });

  it.each([
    ['string', stringKey, 12],
    ['boolean given text (no coercion in files)', booleanKey, 'true'],
    ['boolean given a number', booleanKey, 1],
    ['enum given an unknown value', enumKey, 'blue'],
    ['enum given padded text (exact match in files)', enumKey, ' red '],
    ['enum given a non-string', enumKey, 1],
    ['integer given a fraction', integerKey, 1.5],
    ['integer given text', integerKey, '1'],
    ['integer beyond the safe range', integerKey, 2 ** 60],
    ['float given text', floatKey, '1.5'],
    ['float given NaN', floatKey, Number.NaN],
    ['float given Infinity', floatKey, Number.POSITIVE_INFINITY],
    ['array given text', arrayKey, 'a,b'],
    ['array with a non-string item', arrayKey, ['a', 1]],
    ['string given null', stringKey, null],
    ['any given undefined', anyKey, undefined],
  ])('%s is rejected', (_label, declaration, value) => {
    expect(checkFileValue(declaration, value)).toEqual({ ok: false, error: describeExpectedFormat(declaration) });
  });

  it('copies accepted arrays so the config does not share the file object', () => {
    const fileList = ['a'];
    const result = checkFileValue(arrayKey, fileList);
    expect(result.ok && result.value).not.toBe(fileList);
  });
});
