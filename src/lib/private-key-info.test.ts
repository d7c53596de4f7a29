import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { derInteger, derOctetString, derOid, derSequence } from './der';
import { bitLength, pkcs1ToPkcs8, privateKeyKind, rsaPrivateKeyBits, sec1ToPkcs8 } from './private-key-info';

const pkcs8Of = (key: ReturnType<typeof createPrivateKey>) =>
  new Uint8Array(key.export({ type: 'pkcs8', format: 'der' }));

describe('privateKeyKind', () => {
  it('reads RSA sizes, EC curves and the Edwards curves from PKCS#8', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
    expect(privateKeyKind(pkcs8Of(rsa))).toEqual({ type: 'rsa', bits: 1024 });
    for (const [namedCurve, curve] of [
      ['prime256v1', 'P-256'],
      ['secp384r1', 'P-384'],
      ['secp521r1', 'P-521'],
      ['secp256k1', 'secp256k1'],
    ])
      expect(privateKeyKind(pkcs8Of(generateKeyPairSync('ec', { namedCurve }).privateKey))).toEqual({
        type: 'ec',
        curve,
      });
    expect(privateKeyKind(pkcs8Of(generateKeyPairSync('ed25519').privateKey))).toEqual({ type: 'ed25519' });
    expect(privateKeyKind(pkcs8Of(generateKeyPairSync('ed448').privateKey))).toEqual({ type: 'ed448' });
    expect(privateKeyKind(pkcs8Of(generateKeyPairSync('x25519').privateKey))).toEqual({
      type: 'other',
      oid: '1.3.101.110',
    });
  });

  it('throws a SyntaxError on what is not a PrivateKeyInfo', () => {
    expect(() => privateKeyKind(new Uint8Array([1, 2, 3]))).toThrow(SyntaxError);
    expect(() => privateKeyKind(derSequence(derInteger(0)))).toThrow(SyntaxError);
    expect(() => privateKeyKind(derOctetString(new Uint8Array(4)))).toThrow(SyntaxError);
    // An EC key whose curve is given by explicit parameters rather than by name.
    const explicit = derSequence(
      derInteger(0),
      derSequence(derOid('1.2.840.10045.2.1'), derSequence(derInteger(1))),
      derOctetString(new Uint8Array(4)),
    );
    expect(() => privateKeyKind(explicit)).toThrow(SyntaxError);
  });
});

describe('pkcs1ToPkcs8 and sec1ToPkcs8', () => {
  it('wraps a PKCS#1 RSA key as OpenSSL writes its PKCS#8', () => {
    const key = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
    const pkcs1 = new Uint8Array(key.export({ type: 'pkcs1', format: 'der' }));
    expect(rsaPrivateKeyBits(pkcs1)).toBe(1024);
    expect(Buffer.from(pkcs1ToPkcs8(pkcs1))).toEqual(Buffer.from(pkcs8Of(key)));
  });

  it('wraps a SEC1 EC key as OpenSSL writes its PKCS#8 (the curve moved to the algorithm)', () => {
    for (const namedCurve of ['prime256v1', 'secp384r1', 'secp521r1']) {
      const key = generateKeyPairSync('ec', { namedCurve }).privateKey;
      const sec1 = new Uint8Array(key.export({ type: 'sec1', format: 'der' }));
      const wrapped = sec1ToPkcs8(sec1);
      expect(Buffer.from(wrapped)).toEqual(Buffer.from(pkcs8Of(key)));
      // Node reads it back as the same key.
      const again = createPrivateKey({ key: Buffer.from(wrapped), format: 'der', type: 'pkcs8' });
      expect(again.export({ format: 'jwk' })).toEqual(key.export({ format: 'jwk' }));
    }
  });

  it('refuses a SEC1 key without a named curve, and what is not a key', () => {
    const key = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
    const sec1 = new Uint8Array(key.export({ type: 'sec1', format: 'der' }));
    // No [0] parameters: there is no curve to move.
    const withoutCurve = derSequence(derInteger(1), derOctetString(sec1.subarray(7, 39)));
    expect(() => sec1ToPkcs8(withoutCurve)).toThrow(SyntaxError);
    expect(() => sec1ToPkcs8(new Uint8Array([0x30, 0x00]))).toThrow(SyntaxError);
    expect(() => pkcs1ToPkcs8(new Uint8Array([0x04, 0x00]))).toThrow(SyntaxError);
  });
});

describe('bitLength', () => {
  it.each([
    [[], 0],
    [[0, 0], 0],
    [[1], 1],
    [[0x80], 8],
    [[0, 0x01, 0x00], 9],
  ])('%j has %i bits', (bytes, bits) => {
    expect(bitLength(Uint8Array.from(bytes))).toBe(bits);
  });
});
