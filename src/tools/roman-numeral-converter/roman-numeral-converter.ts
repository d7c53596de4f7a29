import { err, ok, type Result } from '../../lib/result';

export const romanMin = 1;
export const romanMax = 3999;
export const outOfRangeMessage = 'Only numbers from 1 to 3,999 can be written in Roman numerals.';
export const invalidRomanMessage = 'This is not a valid Roman numeral.';

// Largest first, subtractive pairs included, so writing a number is a greedy walk down the list.
const symbols: readonly (readonly [string, number])[] = [
  ['M', 1000],
  ['CM', 900],
  ['D', 500],
  ['CD', 400],
  ['C', 100],
  ['XC', 90],
  ['L', 50],
  ['XL', 40],
  ['X', 10],
  ['IX', 9],
  ['V', 5],
  ['IV', 4],
  ['I', 1],
];

// Thousands, then hundreds, tens and units, each in its one canonical spelling.
const canonicalNumeral = /^M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/;

/** Writes a number in Roman numerals; its decimal part is dropped (17.6 → XVII). */
export function arabicToRoman(number: number): Result<string> {
  const whole = Math.trunc(number);
  if (!(whole >= romanMin && whole <= romanMax)) return err(outOfRangeMessage);
  let rest = whole;
  let numeral = '';
  for (const [symbol, value] of symbols) {
    while (rest >= value) {
      numeral += symbol;
      rest -= value;
    }
  }
  return ok(numeral);
}

/** Reads a canonical Roman numeral, trimmed and in any case; empty input gives no value. */
export function romanToArabic(input: string): Result<number | undefined> {
  const numeral = input.trim().toUpperCase();
  if (numeral === '') return ok(undefined);
  if (!canonicalNumeral.test(numeral)) return err(invalidRomanMessage);
  let total = 0;
  let position = 0;
  for (const [symbol, value] of symbols) {
    while (numeral.startsWith(symbol, position)) {
      total += value;
      position += symbol.length;
    }
  }
  return ok(total);
}
