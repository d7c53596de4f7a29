import { describe, expect, it } from 'vitest';
import { obfuscateEmail, obfuscateString, obfuscatorPresets, type ObfuscateOptions } from './string-obfuscator';

const defaults: ObfuscateOptions = { keepFirst: 4, keepLast: 4, keepSpaces: true, replacement: '*' };
const obfuscate = (text: string, options: Partial<ObfuscateOptions> = {}) =>
  obfuscateString(text, { ...defaults, ...options });

describe('obfuscateString', () => {
  it.each<[string, Partial<ObfuscateOptions>, string]>([
    ['', {}, ''],
    ['abcdefgh', {}, 'abcdefgh'],
    ['abcdefghi', {}, 'abcd*fghi'],
    ['secret', { keepFirst: 0, keepLast: 0 }, '******'],
    ['secret', { keepFirst: 0, keepLast: 0, replacement: '' }, '******'],
    ['secret', { keepFirst: 1, keepLast: 1, replacement: '#x' }, 's####t'],
    ['secret', { keepFirst: 1, keepLast: 1, replacement: '😀' }, 's😀😀😀😀t'],
    ['a😀😀😀b', { keepFirst: 1, keepLast: 1 }, 'a***b'],
    ['line1\nline2', { keepFirst: 1, keepLast: 1 }, 'l*********2'],
    ['a\tb c', { keepFirst: 0, keepLast: 0 }, '*** *'],
    ['abc', { keepFirst: Number.NaN, keepLast: -3 }, '***'],
    ['abc', { keepFirst: 0, keepLast: 1, replacement: '#' }, '##c'],
    [
      'Lorem ipsum dolor sit amet',
      { keepFirst: 2, keepLast: 0, keepSpaces: false, replacement: '•' },
      'Lo••••••••••••••••••••••••',
    ],
    ['abc', { keepFirst: Number.POSITIVE_INFINITY, keepLast: 0 }, 'abc'],
  ])('%j with %j → %j', (text, options, expected) => {
    expect(obfuscate(text, options)).toBe(expected);
  });

  it('hides the length with a fixed-length mask', () => {
    expect(obfuscate('sk_live_abcdefghijklmnop', { fixedMaskLength: 8 })).toBe('sk_l********mnop');
    expect(obfuscate('sk_live_a', { fixedMaskLength: 8 })).toBe('sk_l********ve_a');
    expect(obfuscate('abc', { fixedMaskLength: 8 })).toBe('abc');
  });

  it('masks 5 MB quickly', () => {
    const text = 'x'.repeat(5_000_000);
    const start = performance.now();
    expect(obfuscate(text)).toHaveLength(5_000_000);
    expect(performance.now() - start).toBeLessThan(2000);
  });
});

describe('presets', () => {
  it('credit card keeps the last four digits', () => {
    expect(obfuscate('4111 1111 1111 1234', { ...obfuscatorPresets.creditCard })).toBe('**** **** **** 1234');
    expect(obfuscate('4111 1111 1111 1234', { ...obfuscatorPresets.creditCard, fixedMaskLength: 3 })).toBe('***1234');
  });
  it('IBAN keeps the country, check digits and last four', () => {
    expect(obfuscate('FR76 3000 6000 0112 3456 7890 189', { ...obfuscatorPresets.iban })).toBe(
      'FR76 **** **** **** **** **** 189',
    );
  });
  it('e-mail keeps the first letter and the domain', () => {
    expect(obfuscateEmail('john.doe@example.com', { replacement: '*' })).toBe('j*******@example.com');
    expect(obfuscateEmail('a@b@example.com', { replacement: '•' })).toBe('a••@example.com');
    expect(obfuscateEmail('no-at-sign', { replacement: '*' })).toBe('n*********');
    expect(obfuscateEmail('john@example.com', { replacement: '*', fixedMaskLength: 5 })).toBe('j*****@example.com');
    expect(obfuscateEmail('john.doe@example.com', { replacement: '*', fixedMaskLength: 3 })).toBe('j***@example.com');
  });
});
