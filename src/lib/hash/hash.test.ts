import { utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { defaultDigestEncoding, encodeDigest, isDigestEncoding } from './digest-encoding';
import { hashAlgorithmIds, hashFunctions, isHashAlgorithmId } from './hash-functions';

const abc = utf8ToBytes('abc');

describe('hash-functions', () => {
  it('offers one function per algorithm id', () => {
    expect(Object.keys(hashFunctions)).toEqual([...hashAlgorithmIds]);
  });

  it.each([
    ['MD5', '900150983cd24fb0d6963f7d28e17f72'],
    ['SHA1', 'a9993e364706816aba3e25717850c26c9cd0d89d'],
    ['SHA256', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['RIPEMD160', '8eb208f7e05d987a9b044a8e98c6b087f15a0bfc'],
  ] as const)('%s of "abc"', (id, hex) => {
    expect(encodeDigest(hashFunctions[id](abc), 'Hex')).toBe(hex);
  });

  it('recognises algorithm ids', () => {
    expect(isHashAlgorithmId('SHA3-512')).toBe(true);
    expect(isHashAlgorithmId('sha256')).toBe(false);
  });
});

describe('digest-encoding', () => {
  it('writes bytes in each encoding', () => {
    const bytes = new Uint8Array([0xfb, 0xff, 0x01]);
    expect(encodeDigest(bytes, 'Hex')).toBe('fbff01');
    expect(encodeDigest(bytes, 'Bin')).toBe('111110111111111100000001');
    expect(encodeDigest(bytes, 'Base64')).toBe('+/8B');
    expect(encodeDigest(new Uint8Array([0xfb, 0xff]), 'Base64')).toBe('+/8=');
    expect(encodeDigest(new Uint8Array([0xfb, 0xff]), 'Base64url')).toBe('-_8');
  });

  it('defaults to hex and recognises the encoding values', () => {
    expect(defaultDigestEncoding).toBe('Hex');
    expect(isDigestEncoding('Base64url')).toBe(true);
    expect(isDigestEncoding('Base64-url')).toBe(false);
  });
});
