import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { bytesToHex } from './bytes';
import {
  derChildren,
  derEncode,
  derInteger,
  derNull,
  derOctetString,
  derOid,
  derSequence,
  derTag,
  oidToString,
  readDer,
  readDerElement,
} from './der';
import { hexToBytes } from './hex';

const hex = (bytes: Uint8Array) => bytesToHex(bytes);
const bytes = (hexDigits: string) => hexToBytes(hexDigits);
/** forge's DER of the same structure, as an independent writer to compare with. */
const forgeDer = (asn1: forge.asn1.Asn1) => forge.util.bytesToHex(forge.asn1.toDer(asn1).getBytes());
const { asn1 } = forge;

describe('derEncode and readDerElement: lengths', () => {
  it.each([
    [0, '00'],
    [1, '01'],
    [127, '7f'],
    [128, '8180'],
    [255, '81ff'],
    [256, '820100'],
    [65535, '82ffff'],
    [70000, '83011170'],
  ])('%i content bytes take the length %s, and read back', (length, lengthHex) => {
    const contents = new Uint8Array(length).fill(0xab);
    const encoded = derEncode(derTag.octetString, contents);
    expect(hex(encoded.subarray(1, 1 + lengthHex.length / 2))).toBe(lengthHex);
    expect(encoded.length).toBe(1 + lengthHex.length / 2 + length);
    const element = readDer(encoded);
    expect(element).toMatchObject({ tag: derTag.octetString, end: encoded.length });
    expect(element.contents).toEqual(contents);
    expect(hex(encoded)).toBe(forgeDer(asn1.create(0, asn1.Type.OCTETSTRING, false, String.fromCharCode(...contents))));
  });
});

describe('readDerElement: what DER does not allow', () => {
  it.each([
    ['', 'truncated element'],
    ['04', 'truncated element'],
    ['0403aabb', 'longer than its input'],
    ['0480aabb0000', 'invalid length'],
    ['0485000000000100', 'invalid length'],
    ['0482', 'truncated length'],
    ['048201', 'truncated length'],
    ['1f0100', 'multi-byte tags'],
  ])('%j is refused (%s)', (input, message) => {
    expect(() => readDerElement(bytes(input))).toThrow(SyntaxError);
    expect(() => readDerElement(bytes(input))).toThrow(message);
  });

  it('reads an element in the middle of its input, and readDer refuses bytes after the element', () => {
    expect(readDerElement(bytes('ff0500ff'), 1)).toMatchObject({ tag: derTag.null, end: 3 });
    expect(() => readDer(bytes('050000'))).toThrow('bytes after the element');
  });
});

describe('derInteger', () => {
  it.each([
    [0, '020100'],
    [1, '020101'],
    [127, '02017f'],
    [128, '02020080'],
    [255, '020200ff'],
    [256, '02020100'],
    [65537, '0203010001'],
    [100_000, '02030186a0'],
    [2 ** 32, '02050100000000'],
    [Number.MAX_SAFE_INTEGER, '02071fffffffffffff'],
  ])('%i is %s, as forge writes it', (value, expected) => {
    expect(hex(derInteger(value))).toBe(expected);
    if (value < 2 ** 31)
      expect(hex(derInteger(value))).toBe(forgeDer(asn1.create(0, 2, false, asn1.integerToDer(value).getBytes())));
  });

  it.each([
    ['', '020100'],
    ['00', '020100'],
    ['0000017f', '0202017f'],
    ['80', '02020080'],
    ['000080', '02020080'],
    ['00ff01', '020300ff01'],
  ])('the magnitude %j is %s', (magnitude, expected) => {
    expect(hex(derInteger(bytes(magnitude)))).toBe(expected);
  });

  it.each([-1, 1.5, 2 ** 53, Number.NaN])('refuses %d', (value) => {
    expect(() => derInteger(value)).toThrow(RangeError);
  });
});

describe('derOid and oidToString', () => {
  it.each([
    ['1.2.840.113549.1.1.1', '06092a864886f70d010101'],
    ['1.2.840.113549.1.5.13', '06092a864886f70d01050d'],
    ['1.2.840.113549.2.9', '06082a864886f70d0209'],
    ['2.16.840.1.101.3.4.1.42', '060960864801650304012a'],
    ['1.3.101.112', '06032b6570'],
    ['0.0', '060100'],
    ['2.999.3', '0603883703'],
  ])('%s is %s, as forge writes it, and reads back', (dotted, expected) => {
    const encoded = derOid(dotted);
    expect(hex(encoded)).toBe(expected);
    expect(hex(encoded)).toBe(forgeDer(asn1.create(0, asn1.Type.OID, false, asn1.oidToDer(dotted).getBytes())));
    expect(oidToString(readDer(encoded).contents)).toBe(dotted);
  });

  it.each(['', '1', '1.', '3.1', '1.40', '1.2.x', '1.-2', '1..2'])('refuses %j', (dotted) => {
    expect(() => derOid(dotted)).toThrow(SyntaxError);
  });

  it.each(['', '2a86'])('refuses the contents %j', (contents) => {
    expect(() => oidToString(bytes(contents))).toThrow(SyntaxError);
  });
});

describe('structures', () => {
  it('writes a nested SEQUENCE byte for byte as forge does', () => {
    const payload = new Uint8Array(300).map((_, index) => index % 256);
    const ours = derSequence(
      derInteger(0),
      derSequence(derOid('1.2.840.113549.1.1.1'), derNull()),
      derOctetString(payload),
    );
    const theirs = asn1.create(0, asn1.Type.SEQUENCE, true, [
      asn1.create(0, asn1.Type.INTEGER, false, asn1.integerToDer(0).getBytes()),
      asn1.create(0, asn1.Type.SEQUENCE, true, [
        asn1.create(0, asn1.Type.OID, false, asn1.oidToDer('1.2.840.113549.1.1.1').getBytes()),
        asn1.create(0, asn1.Type.NULL, false, ''),
      ]),
      asn1.create(0, asn1.Type.OCTETSTRING, false, String.fromCharCode(...payload)),
    ]);
    expect(hex(ours)).toBe(forgeDer(theirs));
  });

  it('reads the fields of a key OpenSSL wrote', () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const spki = new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }));
    const [algorithm, key] = derChildren(readDer(spki));
    expect(algorithm.tag).toBe(derTag.sequence);
    const [oid, parameters] = derChildren(algorithm);
    expect(oidToString(oid.contents)).toBe('1.2.840.113549.1.1.1');
    expect(parameters).toMatchObject({ tag: derTag.null, contents: new Uint8Array(0) });
    expect(key.tag).toBe(derTag.bitString);
    const [modulus, exponent] = derChildren(readDer(key.contents.subarray(1)));
    const jwk = publicKey.export({ format: 'jwk' });
    expect(modulus.contents).toEqual(readDer(derInteger(Buffer.from(String(jwk.n), 'base64url'))).contents);
    expect(modulus.contents[0]).toBe(0);
    expect(hex(exponent.contents)).toBe('010001');
  });

  it('refuses a SEQUENCE whose fields overrun it', () => {
    expect(() => derChildren(readDer(bytes('3003020501')))).toThrow('longer than its input');
  });
});
