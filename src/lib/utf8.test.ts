import { describe, expect, it } from 'vitest';
import { utf8ByteLength, utf8LengthAtLeast } from './utf8';

describe('utf8ByteLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['€', 3],
    ['😀', 4],
    ['a😀b', 6],
  ])('%j is %i bytes, as TextEncoder writes it', (text, bytes) => {
    expect(utf8ByteLength(text)).toBe(bytes);
    expect(new TextEncoder().encode(text).length).toBe(bytes);
  });

  it.each(['\ud800', '\udc00', 'a\ud800'])('counts the lone surrogate in %j as U+FFFD', (text) => {
    expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text.replace(/\p{Cs}/u, '\uFFFD')).length);
  });
});

describe('utf8LengthAtLeast', () => {
  it.each([
    ['', 1, false],
    ['', 0, true],
    ['abc', 3, true],
    ['abc', 4, false],
    ['é', 2, true],
    ['é', 3, false],
    ['€', 3, true],
    ['😀', 4, true],
    ['😀', 5, false],
    ['\ud800', 3, true],
  ])('%j has at least %i bytes: %s', (text, limit, expected) => {
    expect(utf8LengthAtLeast(text, limit)).toBe(expected);
  });

  it('agrees with TextEncoder around a megabyte', () => {
    const limit = 1024 * 1024;
    const justBelow = 'é'.repeat(limit / 2 - 1) + 'a';
    expect(new TextEncoder().encode(justBelow).length).toBe(limit - 1);
    expect(utf8LengthAtLeast(justBelow, limit)).toBe(false);
    expect(utf8LengthAtLeast(justBelow + 'a', limit)).toBe(true);
    expect(utf8LengthAtLeast('a'.repeat(limit), limit)).toBe(true);
  });
});
