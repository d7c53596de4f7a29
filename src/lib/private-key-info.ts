// Private keys as PKCS#8 (RFC 5208 PrivateKeyInfo), the one form Web Crypto imports: what kind of key
// one holds, read from its AlgorithmIdentifier before any import (a library's import errors say
// little), and the older OpenSSL forms — PKCS#1 (`RSA PRIVATE KEY`) and SEC1 (`EC PRIVATE KEY`) —
// wrapped as PKCS#8. Built on the small DER reader and writer of der.ts.

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
  type DerElement,
} from './der';

export const keyOids = {
  rsaEncryption: '1.2.840.113549.1.1.1',
  rsassaPss: '1.2.840.113549.1.1.10',
  ecPublicKey: '1.2.840.10045.2.1',
  ed25519: '1.3.101.112',
  ed448: '1.3.101.113',
} as const;

/** The named curves of NIST (FIPS 186) by OID, as JOSE names them. */
const curveNames: Readonly<Record<string, string>> = {
  '1.2.840.10045.3.1.7': 'P-256',
  '1.3.132.0.34': 'P-384',
  '1.3.132.0.35': 'P-521',
  '1.3.132.0.10': 'secp256k1',
};

/** What a private key is: RSA of some size, EC on some curve (its JOSE name, else its OID), Ed25519… */
export type PrivateKeyKind =
  | { type: 'rsa'; bits: number }
  | { type: 'ec'; curve: string }
  | { type: 'ed25519' }
  | { type: 'ed448' }
  /** Any other algorithm (DSA, X25519…), by its OID. */
  | { type: 'other'; oid: string };

const notKey = (what: string) => new SyntaxError(`Not a ${what}`);

/** The bit length of a non-negative big-endian number (an RSA modulus). */
export function bitLength(bytes: Uint8Array): number {
  let first = 0;
  while (first < bytes.length && bytes[first] === 0) first++;
  if (first === bytes.length) return 0;
  return (bytes.length - first - 1) * 8 + (32 - Math.clz32(bytes[first]));
}

function sequenceFields(der: Uint8Array, what: string): DerElement[] {
  const element = readDer(der);
  if (element.tag !== derTag.sequence) throw notKey(what);
  return derChildren(element);
}

/** The modulus size of a PKCS#1 RSAPrivateKey, in bits; throws a SyntaxError on anything else. */
export function rsaPrivateKeyBits(pkcs1: Uint8Array): number {
  const [version, modulus] = sequenceFields(pkcs1, 'PKCS#1 RSA private key');
  if (version?.tag !== derTag.integer || modulus?.tag !== derTag.integer) throw notKey('PKCS#1 RSA private key');
  return bitLength(modulus.contents);
}

/** The kind of key a PKCS#8 PrivateKeyInfo holds; throws a SyntaxError when it is not one. */
export function privateKeyKind(pkcs8: Uint8Array): PrivateKeyKind {
  const [version, algorithm, privateKey] = sequenceFields(pkcs8, 'PKCS#8 private key');
  if (version?.tag !== derTag.integer || algorithm?.tag !== derTag.sequence || privateKey?.tag !== derTag.octetString)
    throw notKey('PKCS#8 private key');
  const [oid, parameters] = derChildren(algorithm);
  if (oid?.tag !== derTag.oid) throw notKey('PKCS#8 private key');
  const dotted = oidToString(oid.contents);
  switch (dotted) {
    case keyOids.rsaEncryption:
    case keyOids.rsassaPss:
      return { type: 'rsa', bits: rsaPrivateKeyBits(privateKey.contents) };
    case keyOids.ecPublicKey: {
      if (parameters?.tag !== derTag.oid) throw notKey('named-curve EC private key');
      const curve = oidToString(parameters.contents);
      return { type: 'ec', curve: curveNames[curve] ?? curve };
    }
    case keyOids.ed25519:
      return { type: 'ed25519' };
    case keyOids.ed448:
      return { type: 'ed448' };
    default:
      return { type: 'other', oid: dotted };
  }
}

const privateKeyInfo = (algorithm: Uint8Array, privateKey: Uint8Array) =>
  derSequence(derInteger(0), algorithm, derOctetString(privateKey));

/** A PKCS#1 RSAPrivateKey wrapped as PKCS#8 (version 0, rsaEncryption with NULL parameters, as OpenSSL writes it). */
export function pkcs1ToPkcs8(pkcs1: Uint8Array): Uint8Array<ArrayBuffer> {
  rsaPrivateKeyBits(pkcs1);
  return privateKeyInfo(derSequence(derOid(keyOids.rsaEncryption), derNull()), pkcs1);
}

// ECPrivateKey's optional fields (RFC 5915): [0] the curve, [1] the public key.
const ecParametersTag = 0xa0;

/**
 * A SEC1 ECPrivateKey (RFC 5915) wrapped as PKCS#8: its curve moves from the key's [0] parameters to
 * the AlgorithmIdentifier, and the key keeps its version, private value and public key, as OpenSSL
 * writes PKCS#8. Throws a SyntaxError when it is not such a key or names no curve.
 */
export function sec1ToPkcs8(sec1: Uint8Array): Uint8Array<ArrayBuffer> {
  const fields = sequenceFields(sec1, 'SEC1 EC private key');
  const [version, privateKey] = fields;
  if (version?.tag !== derTag.integer || privateKey?.tag !== derTag.octetString) throw notKey('SEC1 EC private key');
  const parameters = fields.find((field) => field.tag === ecParametersTag);
  const [curve] = parameters ? derChildren(parameters) : [];
  if (curve?.tag !== derTag.oid) throw notKey('named-curve EC private key');
  const kept = fields
    .filter((field) => field.tag !== ecParametersTag)
    .map((field) => derEncode(field.tag, field.contents));
  const algorithm = derSequence(derOid(keyOids.ecPublicKey), derEncode(derTag.oid, curve.contents));
  return privateKeyInfo(algorithm, derSequence(...kept));
}
