import { utf8ToBytes } from '@noble/hashes/utils.js';
import { hashAlgorithmIds, hashFunctions, type HashAlgorithmId } from './hash-algorithms';
import { encodeDigest, type DigestEncoding } from './digest-encoding';

export { hashAlgorithmIds, hashAlgorithms, hashFunctions, isHashAlgorithmId } from './hash-algorithms';
export type { HashAlgorithm, HashAlgorithmId } from './hash-algorithms';
export { defaultDigestEncoding, digestEncodings, encodeDigest, isDigestEncoding } from './digest-encoding';
export type { DigestEncoding, DigestEncodingOption } from './digest-encoding';

export type HashDigests = Record<HashAlgorithmId, string>;

function digestsFrom(digestOf: (id: HashAlgorithmId, index: number) => string): HashDigests {
  return Object.fromEntries(hashAlgorithmIds.map((id, index) => [id, digestOf(id, index)])) as HashDigests;
}

/** The digest of the UTF-8 bytes of `text`, untrimmed. */
export function hashText(text: string, algorithm: HashAlgorithmId, encoding: DigestEncoding): string {
  return encodeDigest(hashFunctions[algorithm](utf8ToBytes(text)), encoding);
}

/** Every algorithm's digest of `bytes`. */
export function hashAllBytes(bytes: Uint8Array, encoding: DigestEncoding): HashDigests {
  return digestsFrom((id) => encodeDigest(hashFunctions[id](bytes), encoding));
}

/** Every algorithm's digest of `text`, encoded to UTF-8 once. */
export function hashAll(text: string, encoding: DigestEncoding): HashDigests {
  return hashAllBytes(utf8ToBytes(text), encoding);
}

export const defaultHashChunkSize = 1024 * 1024;

export interface ChunkedHashOptions {
  /** Bytes fed to every hash per step; default 1 MiB. */
  chunkSize?: number;
  /**
   * Awaited after each step. A worker passes e.g. a zero-delay timeout here so a newer input
   * message can arrive (and abort this run) while a large text is being hashed.
   */
  onYield?: (hashedBytes: number, totalBytes: number) => void | Promise<void>;
  /** Checked before the first step and after every yield; aborting rejects with its reason. */
  signal?: AbortSignal;
}

/** Same result as hashAll / hashAllBytes, computed in slices with a pause between them. */
export async function hashAllChunked(
  input: string | Uint8Array,
  encoding: DigestEncoding,
  { chunkSize = defaultHashChunkSize, onYield, signal }: ChunkedHashOptions = {},
): Promise<HashDigests> {
  if (!Number.isInteger(chunkSize) || chunkSize < 1) {
    throw new RangeError(`chunkSize must be a positive integer, got ${chunkSize}`);
  }
  signal?.throwIfAborted();
  const bytes = typeof input === 'string' ? utf8ToBytes(input) : input;
  const states = hashAlgorithmIds.map((id) => hashFunctions[id].create());
  for (let offset = 0; offset < bytes.length; offset += chunkSize) {
    const chunk = bytes.subarray(offset, offset + chunkSize);
    for (const state of states) state.update(chunk);
    await onYield?.(offset + chunk.length, bytes.length);
    signal?.throwIfAborted();
  }
  return digestsFrom((_id, index) => encodeDigest(states[index].digest(), encoding));
}
