import type { CHash } from '@noble/hashes/utils.js';
import { hashFunctions } from '../../lib/hash/hash-functions';

export interface DigestAlgorithm {
  /** As shown to people: "SHA-256". */
  label: string;
  hash: CHash;
  /** The Web Crypto name, for algorithms Web Crypto can verify signatures with. */
  webCryptoName?: 'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512';
}

const md5: DigestAlgorithm = { label: 'MD5', hash: hashFunctions.MD5 };
const sha1: DigestAlgorithm = { label: 'SHA-1', hash: hashFunctions.SHA1, webCryptoName: 'SHA-1' };
const sha224: DigestAlgorithm = { label: 'SHA-224', hash: hashFunctions.SHA224 };
const sha256: DigestAlgorithm = { label: 'SHA-256', hash: hashFunctions.SHA256, webCryptoName: 'SHA-256' };
const sha384: DigestAlgorithm = { label: 'SHA-384', hash: hashFunctions.SHA384, webCryptoName: 'SHA-384' };
const sha512: DigestAlgorithm = { label: 'SHA-512', hash: hashFunctions.SHA512, webCryptoName: 'SHA-512' };

// Digest OIDs, plus the signature OIDs some signers write in the digest algorithm field instead.
const byOid: Readonly<Record<string, DigestAlgorithm>> = {
  '1.2.840.113549.2.5': md5,
  '1.3.14.3.2.26': sha1,
  '2.16.840.1.101.3.4.2.4': sha224,
  '2.16.840.1.101.3.4.2.1': sha256,
  '2.16.840.1.101.3.4.2.2': sha384,
  '2.16.840.1.101.3.4.2.3': sha512,
  '2.16.840.1.101.3.4.2.8': { label: 'SHA3-256', hash: hashFunctions['SHA3-256'] },
  '2.16.840.1.101.3.4.2.10': { label: 'SHA3-512', hash: hashFunctions['SHA3-512'] },
  '1.3.36.3.2.1': { label: 'RIPEMD-160', hash: hashFunctions.RIPEMD160 },
  '1.2.840.113549.1.1.4': md5,
  '1.2.840.113549.1.1.5': sha1,
  '1.2.840.113549.1.1.14': sha224,
  '1.2.840.113549.1.1.11': sha256,
  '1.2.840.113549.1.1.12': sha384,
  '1.2.840.113549.1.1.13': sha512,
};

export function digestAlgorithmByOid(oid: string): DigestAlgorithm | undefined {
  return byOid[oid];
}

/** The digest of several byte ranges read one after the other, without joining them. */
export function digestOf(algorithm: DigestAlgorithm, parts: readonly Uint8Array[]): Uint8Array {
  const hash = algorithm.hash.create();
  for (const part of parts) hash.update(part);
  return hash.digest();
}
