// The RSA key structures the page shows, read and written with our small DER code, so the usual
// path (a Web Crypto key in the default formats) loads no node-forge.

import {
  derChildren,
  derInteger,
  derNull,
  derOctetString,
  derOid,
  derSequence,
  derTag,
  oidToString,
  readDer,
} from '../../lib/der';

const rsaEncryptionOid = '1.2.840.113549.1.1.1';

/** AlgorithmIdentifier { rsaEncryption, NULL }, as OpenSSL and Web Crypto write it. */
const rsaAlgorithm = () => derSequence(derOid(rsaEncryptionOid), derNull());

const notPkcs8Rsa = 'Not a PKCS#8 RSA private key';

/** The RSAPrivateKey (PKCS#1) inside a PrivateKeyInfo (PKCS#8); throws when it is not an RSA key. */
export function pkcs8ToPkcs1(pkcs8: Uint8Array): Uint8Array {
  let fields;
  try {
    fields = derChildren(readDer(pkcs8));
  } catch {
    throw new Error(notPkcs8Rsa);
  }
  const [version, algorithm, privateKey] = fields;
  const [oid] = algorithm?.tag === derTag.sequence ? derChildren(algorithm) : [];
  const isRsa =
    version?.tag === derTag.integer &&
    oid?.tag === derTag.oid &&
    oidToString(oid.contents) === rsaEncryptionOid &&
    privateKey?.tag === derTag.octetString;
  if (!isRsa) throw new Error(notPkcs8Rsa);
  return privateKey.contents.slice();
}

/** The same key wrapped as a PrivateKeyInfo (PKCS#8, version 0), algorithm rsaEncryption. */
export function pkcs1ToPkcs8(pkcs1: Uint8Array): Uint8Array {
  return derSequence(derInteger(0), rsaAlgorithm(), derOctetString(pkcs1));
}

/** The two numbers of an RSA public key, as the contents of their DER INTEGERs (big-endian, signed). */
export interface RsaPublicNumbers {
  modulus: Uint8Array;
  exponent: Uint8Array;
}

/** Modulus and exponent of an SPKI (SubjectPublicKeyInfo) RSA public key; throws on anything else. */
export function rsaPublicNumbers(spki: Uint8Array): RsaPublicNumbers {
  const [algorithm, key] = derChildren(readDer(spki));
  const [oid] = algorithm?.tag === derTag.sequence ? derChildren(algorithm) : [];
  // A BIT STRING's first byte counts the unused bits of its last byte: none in a key.
  if (
    oid?.tag !== derTag.oid ||
    oidToString(oid.contents) !== rsaEncryptionOid ||
    key?.tag !== derTag.bitString ||
    key.contents[0] !== 0
  )
    throw new Error('Not an SPKI RSA public key');
  const [modulus, exponent] = derChildren(readDer(key.contents.subarray(1)));
  if (modulus?.tag !== derTag.integer || exponent?.tag !== derTag.integer)
    throw new Error('Not an SPKI RSA public key');
  return { modulus: modulus.contents, exponent: exponent.contents };
}

/** The bit length of a non-negative big-endian number. */
export function bitLength(bytes: Uint8Array): number {
  let first = 0;
  while (first < bytes.length && bytes[first] === 0) first++;
  if (first === bytes.length) return 0;
  return (bytes.length - first - 1) * 8 + (32 - Math.clz32(bytes[first]));
}

/** The modulus size and public exponent of an SPKI public key, read back (for checks and display). */
export function describePublicKey(spki: Uint8Array): { bits: number; exponent: number } {
  const { modulus, exponent } = rsaPublicNumbers(spki);
  return { bits: bitLength(modulus), exponent: exponent.reduce((value, byte) => value * 256 + byte, 0) };
}
