import { describe, expect, it } from 'vitest';
import { defaultDigestEncoding, digestEncodings, encodeDigest, isDigestEncoding } from './digest-encoding';

describe('encodeDigest', () => {
  it('writes bytes in each encoding', () => {
    const bytes = new Uint8Array([0xfb, 0xff, 0x01]);
    expect(encodeDigest(bytes, 'Hex')).toBe('fbff01');
    expect(encodeDigest(bytes, 'Bin')).toBe('111110111111111100000001');
    expect(encodeDigest(bytes, 'Base64')).toBe('+/8B');
    expect(encodeDigest(new Uint8Array([0xfb, 0xff]), 'Base64')).toBe('+/8=');
    expect(encodeDigest(new Uint8Array([0xfb, 0xff]), 'Base64url')).toBe('-_8');
  });
});

describe('digest encodings', () => {
  it('offers every encoding once, hex by default', () => {
    expect(digestEncodings.map((option) => option.value)).toEqual(['Bin', 'Hex', 'Base64', 'Base64url']);
    expect(defaultDigestEncoding).toBe('Hex');
  });

  it('recognises the encoding values, in their case', () => {
    for (const value of ['Bin', 'Hex', 'Base64', 'Base64url']) expect(isDigestEncoding(value)).toBe(true);
    expect(isDigestEncoding('hex')).toBe(false);
    expect(isDigestEncoding('Base64-url')).toBe(false);
  });
});
