import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64';

// Node's Buffer is the reference implementation for these checks only.
function sampleBytes(length: number): Uint8Array {
  return Uint8Array.from({ length }, (_, index) => (index * 151 + 7) % 256);
}

describe('bytesToBase64 / base64ToBytes', () => {
  it.each(Array.from({ length: 10 }, (_, length) => length))('agree with Node for %i bytes', (length) => {
    const bytes = sampleBytes(length);
    const buffer = Buffer.from(bytes);

    expect(bytesToBase64(bytes, { urlSafe: false })).toBe(buffer.toString('base64'));
    expect(bytesToBase64(bytes, { urlSafe: true })).toBe(buffer.toString('base64url'));
    expect(base64ToBytes(buffer.toString('base64'), { urlSafe: false })).toEqual(bytes);
    expect(base64ToBytes(buffer.toString('base64url'), { urlSafe: true })).toEqual(bytes);
  });

  it('covers every byte value', () => {
    const allBytes = Uint8Array.from({ length: 256 }, (_, index) => index);
    const encoded = bytesToBase64(allBytes, { urlSafe: false });
    expect(encoded).toBe(Buffer.from(allBytes).toString('base64'));
    expect(base64ToBytes(encoded, { urlSafe: false })).toEqual(allBytes);
  });

  it('rejects whitespace: callers clean the input first', () => {
    expect(base64ToBytes('YW Jj', { urlSafe: false })).toBeUndefined();
  });
});
