import { describe, expect, it } from 'vitest';
import { errorInEnglish } from '../../test/words';
import words from './locales/en.json';
import { arabicToRoman, romanMax, romanMin, romanToArabic } from './roman-numeral-converter';

const outOfRangeMessage = 'Only numbers from 1 to 3,999 can be written in Roman numerals.';
const invalidRomanMessage = 'This is not a valid Roman numeral.';

describe('arabicToRoman', () => {
  it.each([
    [1, 'I'],
    [4, 'IV'],
    [9, 'IX'],
    [14, 'XIV'],
    [40, 'XL'],
    [90, 'XC'],
    [400, 'CD'],
    [900, 'CM'],
    [444, 'CDXLIV'],
    [999, 'CMXCIX'],
    [3888, 'MMMDCCCLXXXVIII'],
    [3999, 'MMMCMXCIX'],
    [1.9, 'I'],
    [17.6, 'XVII'],
    [3999.9, 'MMMCMXCIX'],
  ])('%d → %s', (number, numeral) => {
    expect(arabicToRoman(number)).toEqual({ ok: true, value: numeral });
  });

  it.each([0, 0.5, -1, -3, -0.5, 10_000, Number.NaN, Number.POSITIVE_INFINITY])('%d is out of range', (number) => {
    expect(errorInEnglish(arabicToRoman(number), words)).toBe(outOfRangeMessage);
  });
});

describe('romanToArabic', () => {
  it.each([
    ['XLII', 42],
    ['MMXXIV', 2024],
    ['I', 1],
    ['IV', 4],
    ['IX', 9],
    ['XL', 40],
    ['XC', 90],
    ['CD', 400],
    ['CM', 900],
    ['MMMCMXCIX', 3999],
    ['mcmxciv', 1994],
    ['McMxCiV', 1994],
    ['  xlii \n', 42],
    ['  mmxxiv ', 2024],
  ])('%j → %d', (numeral, number) => {
    expect(romanToArabic(numeral)).toEqual({ ok: true, value: number });
  });

  it.each([
    'XXXX',
    'VX',
    'MMMM',
    'IIII',
    'VV',
    'LL',
    'DD',
    'IL',
    'XM',
    'IXIX',
    'CMCM',
    'IIV',
    'XIIII',
    'ABC',
    '12',
    'X I',
    'Ⅻ',
  ])('%j is not canonical', (numeral) => {
    expect(errorInEnglish(romanToArabic(numeral), words)).toBe(invalidRomanMessage);
  });

  it.each(['', '   '])('%j gives no value and no error', (numeral) => {
    expect(romanToArabic(numeral)).toEqual({ ok: true, value: undefined });
  });

  it('reads back every number it writes', () => {
    for (let number = romanMin; number <= romanMax; number++) {
      const written = arabicToRoman(number);
      if (!written.ok) throw new Error(written.error.code);
      expect(romanToArabic(written.value)).toEqual({ ok: true, value: number });
    }
  });
});
