import { md5, ripemd160, sha1 } from '@noble/hashes/legacy.js';
import { sha224, sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { keccak_512, sha3_256, sha3_512 } from '@noble/hashes/sha3.js';
import type { CHash } from '@noble/hashes/utils.js';

export const hashAlgorithmIds = [
  'MD5',
  'SHA1',
  'SHA256',
  'SHA224',
  'SHA512',
  'SHA384',
  'SHA3-256',
  'SHA3-512',
  'Keccak-512',
  'RIPEMD160',
] as const;

export type HashAlgorithmId = (typeof hashAlgorithmIds)[number];

/** The @noble/hashes function behind each id; also usable with @noble/hashes/hmac.js. */
export const hashFunctions: Readonly<Record<HashAlgorithmId, CHash>> = {
  MD5: md5,
  SHA1: sha1,
  SHA256: sha256,
  SHA224: sha224,
  SHA512: sha512,
  SHA384: sha384,
  'SHA3-256': sha3_256,
  'SHA3-512': sha3_512,
  // Original Keccak padding, i.e. what crypto-js calls SHA3; not FIPS-202 SHA3-512.
  'Keccak-512': keccak_512,
  RIPEMD160: ripemd160,
};

/** Catalogue key of what is said next to Keccak-512, which people coming from the reference know under another name. */
export const keccakHint = 'common.hash.keccakHint';

export function isHashAlgorithmId(value: string): value is HashAlgorithmId {
  return (hashAlgorithmIds as readonly string[]).includes(value);
}
