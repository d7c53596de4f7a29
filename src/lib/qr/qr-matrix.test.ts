import { describe, expect, it } from 'vitest';
import { encodeQr, qrErrorLevels } from './qr-matrix';

describe('encodeQr', () => {
  it('draws a version 1 code for a short text, with a 4-module quiet zone', () => {
    const matrix = encodeQr('hello');
    expect(matrix?.size).toBe(21 + 8);
    expect(matrix?.dark[3].some(Boolean)).toBe(false);
    expect(matrix?.dark[4].slice(4, 11)).toEqual(Array(7).fill(true));
  });

  // Byte-mode capacity of version 40 at each level.
  it.each([
    ['low', 2953],
    ['medium', 2331],
    ['quartile', 1663],
    ['high', 1273],
  ] as const)('holds %s: %i bytes, no more', (level, bytes) => {
    expect(encodeQr('x'.repeat(bytes), level)?.size).toBe(177 + 8);
    expect(encodeQr('x'.repeat(bytes + 1), level)).toBeUndefined();
  });

  it('counts UTF-8 bytes, and fits more digits or upper-case text', () => {
    expect(encodeQr('é'.repeat(1165))).toBeDefined();
    expect(encodeQr('é'.repeat(1166))).toBeUndefined();
    expect(encodeQr('7'.repeat(5596))).toBeDefined();
    expect(encodeQr('HELLO WORLD'.repeat(300))).toBeDefined();
  });

  it('encodes a lone surrogate as U+FFFD instead of failing', () => {
    expect(encodeQr('a\uD800b')).toEqual(encodeQr('a\uFFFDb'));
  });

  it('gives up on megabytes at once, at every level', () => {
    const start = performance.now();
    for (const level of qrErrorLevels) expect(encodeQr('x'.repeat(5_000_000), level)).toBeUndefined();
    expect(performance.now() - start).toBeLessThan(100);
  });
});
