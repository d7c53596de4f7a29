import { describe, expect, it } from 'vitest';
import { toWellFormed } from './well-formed';

describe('toWellFormed', () => {
  it.each([
    ['a\uD800b\uDFFFc\uD83D', 'a\uFFFDb\uFFFDc\uFFFD'],
    ['\uDC00\uD800', '\uFFFD\uFFFD'],
    ['emoji 😀 and 👨‍👩‍👧 stay', 'emoji 😀 and 👨‍👩‍👧 stay'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(toWellFormed(text)).toBe(expected);
    expect(() => encodeURIComponent(toWellFormed(text))).not.toThrow();
  });
});
