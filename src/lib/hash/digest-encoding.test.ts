import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../test/words';
import {
  defaultDigestEncoding,
  digestEncodingLabels,
  digestEncodings,
  encodeDigest,
  isDigestEncoding,
} from './digest-encoding';

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
    expect(digestEncodings).toEqual(['Bin', 'Hex', 'Base64', 'Base64url']);
    expect(defaultDigestEncoding).toBe('Hex');
  });

  it('names each encoding in the common words', () => {
    const names = digestEncodings.map((encoding) => inEnglish({ code: digestEncodingLabels[encoding] }));
    expect(names).toEqual([
      'Binary (base 2)',
      'Hexadecimal (base 16)',
      'Base64 (base 64)',
      'Base64url (base 64 with url safe chars)',
    ]);
  });

  it('recognises the encoding values, in their case', () => {
    for (const value of ['Bin', 'Hex', 'Base64', 'Base64url']) expect(isDigestEncoding(value)).toBe(true);
    expect(isDigestEncoding('hex')).toBe(false);
    expect(isDigestEncoding('Base64-url')).toBe(false);
  });
});
