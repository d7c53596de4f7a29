import { describe, expect, it } from 'vitest';
import {
  clampTokenCount,
  clampTokenLength,
  defaultTokenOptions,
  digitCharacters,
  generateToken,
  generateTokens,
  lookAlikeCharacters,
  lowercaseLetters,
  symbolCharacters,
  tokenAlphabet,
  tokenCharacterSets,
  tokenEntropyBits,
  uppercaseLetters,
  type TokenOptions,
} from './token-generator';

const allOff: TokenOptions = {
  length: 64,
  withUppercase: false,
  withLowercase: false,
  withNumbers: false,
  withSymbols: false,
};

const only = (set: Partial<TokenOptions>, length: number): TokenOptions => ({ ...allOff, ...set, length });

const specSymbolClass = /^[.,;:!?/\-"'#{([|\\@)\]=}*+]{10}$/;

describe('character sets', () => {
  it('have full alphabets, each character once', () => {
    for (const [set, size] of [
      [uppercaseLetters, 26],
      [lowercaseLetters, 26],
      [digitCharacters, 10],
      [symbolCharacters, 23],
    ] as const) {
      expect(set).toHaveLength(size);
      expect(new Set(set).size).toBe(size);
    }
    expect(uppercaseLetters).toContain('N');
    expect(lowercaseLetters).toContain('n');
  });

  it('has exactly the 23 symbols of the spec', () => {
    const specSymbols = '. , ; : ! ? / - " \' # { ( [ | \\ @ ) ] = } * +'.split(' ');
    expect([...symbolCharacters].sort()).toEqual([...specSymbols].sort());
  });
});

describe('generateToken — spec examples', () => {
  it('defaults → 64 alphanumeric characters', () => {
    expect(generateToken(defaultTokenOptions)).toMatch(/^[A-Za-z0-9]{64}$/);
  });

  it('only Numbers, length 6 → six digits', () => {
    expect(generateToken(only({ withNumbers: true }, 6))).toMatch(/^[0-9]{6}$/);
  });

  it('only Symbols, length 10 → ten characters of the symbol class', () => {
    for (let i = 0; i < 50; i++) {
      expect(generateToken(only({ withSymbols: true }, 10))).toMatch(specSymbolClass);
    }
  });

  it('all switches off → empty token', () => {
    expect(generateToken(allOff)).toBe('');
    expect(tokenAlphabet(allOff)).toBe('');
  });
});

describe('generateToken — options', () => {
  it('clamps the length to 1–512', () => {
    expect(generateToken({ ...defaultTokenOptions, length: 1000 })).toHaveLength(512);
    expect(generateToken({ ...defaultTokenOptions, length: 0 })).toHaveLength(1);
  });

  it('excludes look-alike characters from every set', () => {
    const options: TokenOptions = { ...defaultTokenOptions, withSymbols: true, excludeLookAlikes: true, length: 512 };
    const alphabet = tokenAlphabet(options);
    for (const character of lookAlikeCharacters) expect(alphabet).not.toContain(character);
    expect(alphabet).toHaveLength(26 + 26 + 10 + 23 - lookAlikeCharacters.length);
    expect(generateToken(options)).not.toMatch(/[0Oo1lI|]/);
  });

  it('removes excluded characters and adds extra ones, each once', () => {
    const options: TokenOptions = {
      ...only({ withNumbers: true }, 200),
      excludedCharacters: '0123',
      extraCharacters: '€€xy5',
    };
    expect(tokenAlphabet(options)).toBe('456789€xy');
    expect(generateToken(options)).toMatch(/^[4-9€xy]{200}$/u);
  });

  it('lets exclusion win over extra characters', () => {
    expect(tokenAlphabet({ ...allOff, extraCharacters: 'abc', excludedCharacters: 'b' })).toBe('ac');
  });

  it('ignores line breaks in extra characters', () => {
    expect(tokenAlphabet({ ...allOff, extraCharacters: 'a\r\nb' })).toBe('ab');
  });

  it('builds a token from extra characters alone', () => {
    expect(generateToken({ ...only({}, 30), extraCharacters: '🔑x' })).toMatch(/^(?:🔑|x){30}$/u);
  });

  it('with atLeastOneOfEach, contains one character of every selected set', () => {
    const options: TokenOptions = { ...defaultTokenOptions, withSymbols: true, atLeastOneOfEach: true, length: 4 };
    for (let i = 0; i < 200; i++) {
      const token = generateToken(options);
      expect(token).toHaveLength(4);
      expect(token).toMatch(/[A-Z]/);
      expect(token).toMatch(/[a-z]/);
      expect(token).toMatch(/[0-9]/);
      expect(token).toMatch(/[.,;:!?/\-"'#{([|\\@)\]=}*+]/);
    }
  });

  it('with atLeastOneOfEach and a short length, draws from distinct sets', () => {
    const options: TokenOptions = { ...defaultTokenOptions, atLeastOneOfEach: true, length: 2 };
    for (let i = 0; i < 100; i++) {
      const token = generateToken(options);
      const setsHit = [/[A-Z]/, /[a-z]/, /[0-9]/].filter((pattern) => pattern.test(token));
      expect(setsHit).toHaveLength(2);
    }
  });

  it('with atLeastOneOfEach, skips a set that exclusions emptied', () => {
    const options: TokenOptions = {
      ...only({ withUppercase: true, withNumbers: true }, 8),
      excludedCharacters: digitCharacters,
      atLeastOneOfEach: true,
    };
    expect(tokenCharacterSets(options)).toEqual([uppercaseLetters]);
    expect(generateToken(options)).toMatch(/^[A-Z]{8}$/);
  });

  it('draws characters uniformly (20 000 digits, each within ±15% of the mean)', () => {
    const digits = generateTokens(only({ withNumbers: true }, 500), 40).join('');
    const counts = new Map<string, number>();
    for (const digit of digits) counts.set(digit, (counts.get(digit) ?? 0) + 1);
    const mean = digits.length / 10;
    expect(counts.size).toBe(10);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(mean * 0.85);
      expect(count).toBeLessThan(mean * 1.15);
    }
  });
});

describe('generateTokens', () => {
  it('returns count independent tokens', () => {
    const tokens = generateTokens(defaultTokenOptions, 5);
    expect(tokens).toHaveLength(5);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(new Set(tokens).size).toBe(5);
  });

  it('returns no tokens for a count below 1', () => {
    expect(generateTokens(defaultTokenOptions, 0)).toEqual([]);
    expect(generateTokens(defaultTokenOptions, -2)).toEqual([]);
  });
});

describe('tokenEntropyBits', () => {
  it('is length × log2(alphabet size)', () => {
    expect(tokenEntropyBits(defaultTokenOptions)).toBeCloseTo(64 * Math.log2(62), 10);
    expect(tokenEntropyBits(only({ withNumbers: true }, 6))).toBeCloseTo(19.93, 2);
    expect(tokenEntropyBits({ ...defaultTokenOptions, withSymbols: true, length: 16 })).toBeCloseTo(
      16 * Math.log2(85),
      10,
    );
  });

  it('is 0 for an empty or single-character alphabet', () => {
    expect(tokenEntropyBits(allOff)).toBe(0);
    expect(tokenEntropyBits({ ...allOff, extraCharacters: 'x' })).toBe(0);
  });

  it('uses the clamped length', () => {
    expect(tokenEntropyBits(only({ withNumbers: true }, 10_000))).toBeCloseTo(512 * Math.log2(10), 10);
  });
});

describe('clampTokenLength', () => {
  it.each([
    [64, 64],
    [1, 1],
    [512, 512],
    [0, 1],
    [-5, 1],
    [513, 512],
    [12.4, 12],
    [12.6, 13],
    ['16', 16],
    [' 300 ', 300],
    ['9999', 512],
    ['', 64],
    ['abc', 64],
    [Number.NaN, 64],
    [Number.POSITIVE_INFINITY, 512],
    [Number.NEGATIVE_INFINITY, 1],
  ] as const)('%j → %j', (input, expected) => {
    expect(clampTokenLength(input)).toBe(expected);
  });
});

describe('clampTokenCount', () => {
  it.each([
    [5, 5],
    [0, 1],
    [101, 100],
    ['3', 3],
    ['', 1],
    [Number.NaN, 1],
  ] as const)('%j → %j', (input, expected) => {
    expect(clampTokenCount(input)).toBe(expected);
  });
});
