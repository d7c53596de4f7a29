import { failure, type Message } from '../../lib/operation/message';
import { ok, type Result } from '../../lib/result';

/** Digits in value order: base b uses the first b of them. */
export const digitAlphabet = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ+/';

export const baseMin = 2;
export const baseMax = 64;
export const defaultInputBase = 10;
export const defaultCustomBase = 42;

export function isValidBase(base: number): boolean {
  return Number.isInteger(base) && base >= baseMin && base <= baseMax;
}

const prefixOfBase: Partial<Record<number, string>> = { 2: '0b', 8: '0o', 16: '0x' };
const digitGroupSeparators = /[\s_]+/g;
// Above 36 upper- and lowercase letters are different digits.
const lastCaseInsensitiveBase = 36;

/** Drops digit-group separators, the prefix of the base (0x, 0b, 0o) and, up to base 36, letter case. */
export function cleanNumberInput(input: string, base: number): string {
  const compact = input.replace(digitGroupSeparators, '');
  const digits = base <= lastCaseInsensitiveBase ? compact.toLowerCase() : compact;
  const prefix = prefixOfBase[base];
  if (prefix && digits.length > prefix.length && digits.toLowerCase().startsWith(prefix)) {
    return digits.slice(prefix.length);
  }
  return digits;
}

/** Reads a whole number written in `base`; empty input gives no value and no error. */
export function parseInteger(input: string, base: number): Result<bigint | undefined, Message> {
  const digits = cleanNumberInput(input, base);
  if (digits === '') return ok(undefined);
  const validDigits = digitAlphabet.slice(0, base);
  const invalid = Array.from(digits).find((digit) => !validDigits.includes(digit));
  if (invalid !== undefined) return failure('errors.invalidDigit', { digit: invalid, base });
  return ok(digitsToBigInt(digits, base));
}

const nativeLiteralPrefix: Partial<Record<number, string>> = { 2: '0b', 8: '0o', 10: '', 16: '0x' };

// Numbers below 2^53 are exact in floating point, so this many digits can be handled at once.
function digitsPerChunk(base: number): number {
  return Math.floor(53 / Math.log2(base));
}

function digitsToBigInt(digits: string, base: number): bigint {
  const literalPrefix = nativeLiteralPrefix[base];
  if (literalPrefix !== undefined) return BigInt(literalPrefix + digits);

  const chunkLength = digitsPerChunk(base);
  const bigBase = BigInt(base);
  let value = 0n;
  for (let start = 0; start < digits.length; start += chunkLength) {
    const chunk = digits.slice(start, start + chunkLength);
    let chunkValue = 0;
    for (const digit of chunk) chunkValue = chunkValue * base + digitAlphabet.indexOf(digit);
    value = value * bigBase ** BigInt(chunk.length) + BigInt(chunkValue);
  }
  return value;
}

/** A base as typed (`numberTextField`): a number, NaN when blank. */
export function baseOf(typed: string): number {
  return typed.trim() === '' ? Number.NaN : Number(typed);
}

/** The bases of the fixed outputs, by name. */
export const fixedBases = { binary: 2, octal: 8, decimal: 10, hexadecimal: 16, base64: 64 } as const;
export type FixedBase = keyof typeof fixedBases;

/** Writes a non-negative whole number in `base` (2–64) with the digit alphabet. */
export function formatInteger(value: bigint, base: number): string {
  // Up to base 36 the native digits are exactly the start of the alphabet.
  if (base <= lastCaseInsensitiveBase) return value.toString(base);

  const chunkLength = digitsPerChunk(base);
  const chunkDivisor = BigInt(base) ** BigInt(chunkLength);
  const chunks: string[] = [];
  let rest = value;
  do {
    chunks.push(chunkDigits(Number(rest % chunkDivisor), base, chunkLength));
    rest /= chunkDivisor;
  } while (rest > 0n);
  return chunks
    .reverse()
    .join('')
    .replace(/^0+(?=.)/, '');
}

function chunkDigits(chunkValue: number, base: number, length: number): string {
  let digits = '';
  let rest = chunkValue;
  for (let index = 0; index < length; index++) {
    digits = digitAlphabet[rest % base] + digits;
    rest = Math.floor(rest / base);
  }
  return digits;
}
