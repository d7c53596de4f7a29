import { describe, expect, it } from 'vitest';
import { errorInEnglish } from '../../test/words';
import { cleanNumberInput, digitAlphabet, formatInteger, isValidBase, parseInteger } from './base-converter';
import words from './locales/en.json';

const invalidDigitMessage = (digit: string, base: number) => `"${digit}" is not a valid digit in base ${base}.`;

function convert(input: string, base: number, to: number): string | undefined {
  const parsed = parseInteger(input, base);
  if (!parsed.ok) throw new Error(parsed.error.code);
  return parsed.value === undefined ? undefined : formatInteger(parsed.value, to);
}

describe('clean-up before conversion', () => {
  it.each([
    { case: 'surrounding spaces', input: '  42 \n', base: 10, expected: '42' },
    { case: 'underscores as digit groups', input: '1_000_000', base: 10, expected: '1000000' },
    { case: 'spaces as digit groups', input: '1 000 000', base: 10, expected: '1000000' },
    { case: 'uppercase hex digits', input: 'DEADBEEF', base: 16, expected: 'deadbeef' },
    { case: 'mixed case up to base 36', input: 'Ab', base: 36, expected: 'ab' },
    { case: 'case kept above 36', input: 'Ab', base: 37, expected: 'Ab' },
    { case: '0x prefix in base 16', input: '0xff', base: 16, expected: 'ff' },
    { case: '0X prefix in base 16', input: '0XFF', base: 16, expected: 'ff' },
    { case: '0b prefix in base 2', input: '0b1010', base: 2, expected: '1010' },
    { case: '0B prefix in base 2', input: '0B1010', base: 2, expected: '1010' },
    { case: '0o prefix in base 8', input: '0o17', base: 8, expected: '17' },
    { case: '0O prefix in base 8', input: '0O17', base: 8, expected: '17' },
    { case: 'prefix then groups', input: '0x dead_beef', base: 16, expected: 'deadbeef' },
    { case: 'a prefix of another base kept', input: '0x10', base: 36, expected: '0x10' },
    { case: 'a lone prefix kept', input: '0x', base: 16, expected: '0x' },
  ])('$case', ({ input, base, expected }) => {
    expect(cleanNumberInput(input, base)).toBe(expected);
  });

  it.each([
    { input: 'Ab', base: 16, expected: '171' },
    { input: 'ab', base: 16, expected: '171' },
    { input: '0x1F', base: 16, expected: '31' },
    { input: '0b1111_0000', base: 2, expected: '240' },
    { input: '0xDEAD_BEEF', base: 16, expected: '3735928559' },
    { input: '17', base: 8, expected: '15' },
    { input: '0o777', base: 8, expected: '511' },
    { input: '000042', base: 10, expected: '42' },
    { input: 'Zz', base: 36, expected: String(35 * 36 + 35) },
  ])('$input in base $base is $expected', ({ input, base, expected }) => {
    expect(convert(input, base, 10)).toBe(expected);
  });

  it('tells upper from lower case above base 36', () => {
    expect(convert('A', 64, 10)).toBe('36');
    expect(convert('a', 64, 10)).toBe('10');
    expect(convert('+/', 64, 10)).toBe(String(62 * 64 + 63));
  });
});

describe('errors', () => {
  it.each([
    { input: '19', base: 8, digit: '9' },
    { input: '12a4', base: 10, digit: 'a' },
    { input: '2', base: 2, digit: '2' },
    { input: '0x10', base: 10, digit: 'x' },
    { input: '0x', base: 16, digit: 'x' },
    { input: '-5', base: 10, digit: '-' },
    { input: '1.5', base: 10, digit: '.' },
    { input: 'G', base: 16, digit: 'g' },
    { input: 'Z', base: 61, digit: 'Z' },
    { input: '+', base: 62, digit: '+' },
    { input: '1,000', base: 10, digit: ',' },
    { input: 'é', base: 64, digit: 'é' },
  ])('"$input" in base $base → invalid digit $digit', ({ input, base, digit }) => {
    expect(errorInEnglish(parseInteger(input, base), words)).toBe(invalidDigitMessage(digit, base));
  });

  it('names the first offending character', () => {
    expect(errorInEnglish(parseInteger('1x2y', 10), words)).toBe('"x" is not a valid digit in base 10.');
  });
});

describe('empty input and zero', () => {
  it.each(['', '   ', ' _ '])('%j gives no value and no error', (input) => {
    expect(parseInteger(input, 10)).toEqual({ ok: true, value: undefined });
  });

  it.each([2, 8, 10, 16, 36, 42, 64])('zero is 0 in base %i', (base) => {
    expect(convert('0', 10, base)).toBe('0');
    expect(convert('0000', base, 10)).toBe('0');
    expect(convert('000', 10, base)).toBe('0');
  });
});

describe('bases', () => {
  it.each([
    [2, true],
    [10, true],
    [64, true],
    [1, false],
    [65, false],
    [0, false],
    [-2, false],
    [2.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%d is valid: %s', (base, valid) => {
    expect(isValidBase(base)).toBe(valid);
  });

  it('uses the first b symbols of the alphabet', () => {
    expect(digitAlphabet).toHaveLength(64);
    for (let base = 2; base <= 64; base++) {
      expect(convert(String(base - 1), 10, base)).toBe(digitAlphabet[base - 1]);
      expect(convert(String(base), 10, base)).toBe('10');
    }
  });
});

describe('arbitrary size', () => {
  const huge = 2n ** 4096n - 1n;

  it.each([2, 3, 7, 8, 10, 16, 36, 37, 42, 62, 63, 64])('round-trips 2^4096 − 1 through base %i', (base) => {
    const written = formatInteger(huge, base);
    const read = parseInteger(written, base);
    expect(read).toEqual({ ok: true, value: huge });
  });

  it('writes 2^4096 − 1 with every digit at its maximum', () => {
    expect(formatInteger(huge, 2)).toBe('1'.repeat(4096));
    expect(formatInteger(huge, 16)).toBe('f'.repeat(1024));
    expect(formatInteger(huge, 64)).toBe(`f${'/'.repeat(682)}`);
  });

  it('keeps every digit of a number beyond 2^53', () => {
    expect(convert('9007199254740993', 10, 16)).toBe('20000000000001');
    expect(convert('9007199254740993', 10, 64)).toBe(formatInteger(9007199254740993n, 64));
    expect(convert('ffffffffffffffffffffffffffffffff', 16, 10)).toBe('340282366920938463463374607431768211455');
    expect(convert('340282366920938463463374607431768211455', 10, 16)).toBe('f'.repeat(32));
    expect(convert('340282366920938463463374607431768211455', 10, 2)).toBe('1'.repeat(128));
  });

  it('pads inner chunks with zeros', () => {
    expect(formatInteger(64n ** 20n, 64)).toBe(`1${'0'.repeat(20)}`);
    expect(convert(`1${'0'.repeat(30)}1`, 42, 42)).toBe(`1${'0'.repeat(30)}1`);
  });
});
