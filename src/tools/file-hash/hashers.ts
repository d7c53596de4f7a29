import {
  createBLAKE2b,
  createBLAKE3,
  createCRC32,
  createMD5,
  createSHA1,
  createSHA256,
  createSHA3,
  createSHA384,
  createSHA512,
  type IHasher,
} from 'hash-wasm';
import type { AlgorithmId } from './algorithms';

// Named imports, so that the bundle holds these nine of hash-wasm's thirty algorithms only. Each
// embeds its WebAssembly in Base64 and compiles it with `WebAssembly.compile` (no `eval`), once.

/** A new hasher of each algorithm. */
export const createHasher: Readonly<Record<AlgorithmId, () => Promise<IHasher>>> = {
  md5: createMD5,
  sha1: createSHA1,
  sha256: createSHA256,
  sha384: createSHA384,
  sha512: createSHA512,
  // FIPS 202 SHA3-256, not the original Keccak padding.
  'sha3-256': () => createSHA3(256),
  // Unkeyed, 64-byte output: what `b2sum` gives.
  'blake2b-512': () => createBLAKE2b(512),
  // 32-byte output: what `b3sum` gives.
  blake3: () => createBLAKE3(),
  // IEEE polynomial (zlib's), the digest big-endian: 8 hex digits as `zlib.crc32` prints them.
  crc32: () => createCRC32(),
};
