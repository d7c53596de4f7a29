import { failure, type Message } from '../../lib/operation/message';
import { ok, type Result } from '../../lib/result';

export const romanMin = 1;
export const romanMax = 3999;

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

/** A number as typed (`numberTextField`); undefined when blank. */
export function numberOf(typed: string): number | undefined {
  return typed.trim() === '' ? undefined : Number.parseFloat(typed);
}

/** Writes a number in Roman numerals; its decimal part is dropped (17.6 → XVII). */
export function arabicToRoman(number: number): Result<string, Message> {
  const whole = Math.trunc(number);
  if (!(whole >= romanMin && whole <= romanMax)) return failure('errors.outOfRange');
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
export function romanToArabic(input: string): Result<number | undefined, Message> {
  const numeral = input.trim().toUpperCase();
  if (numeral === '') return ok(undefined);
  if (!canonicalNumeral.test(numeral)) return failure('errors.invalidRoman');
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
