import { utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { bytesToHex } from '../bytes';
import { hashAlgorithmIds, hashFunctions, isHashAlgorithmId } from './hash-functions';

const abc = utf8ToBytes('abc');

describe('hashFunctions', () => {
  it('offers one function per algorithm id', () => {
    expect(Object.keys(hashFunctions)).toEqual([...hashAlgorithmIds]);
  });

  it.each([
    ['MD5', '900150983cd24fb0d6963f7d28e17f72'],
    ['SHA1', 'a9993e364706816aba3e25717850c26c9cd0d89d'],
    ['SHA256', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['RIPEMD160', '8eb208f7e05d987a9b044a8e98c6b087f15a0bfc'],
  ] as const)('%s of "abc"', (id, hex) => {
    expect(bytesToHex(hashFunctions[id](abc))).toBe(hex);
  });

  it('uses the original Keccak padding for Keccak-512, not SHA3-512', () => {
    expect(bytesToHex(hashFunctions['Keccak-512'](new Uint8Array()))).toMatch(/^0eab42de4c3ceb92/);
    expect(bytesToHex(hashFunctions['SHA3-512'](new Uint8Array()))).toMatch(/^a69f73cca23a9ac5/);
  });
});

describe('isHashAlgorithmId', () => {
  it('recognises algorithm ids, in their case', () => {
    expect(isHashAlgorithmId('SHA3-512')).toBe(true);
    expect(isHashAlgorithmId('SHA3')).toBe(false);
    expect(isHashAlgorithmId('sha256')).toBe(false);
  });
});
