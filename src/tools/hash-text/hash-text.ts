import { utf8ToBytes } from '@noble/hashes/utils.js';
import { encodeDigest, type DigestEncoding } from '../../lib/hash/digest-encoding';
import { hashAlgorithmIds, hashFunctions, keccakHint, type HashAlgorithmId } from '../../lib/hash/hash-functions';
import { matchesPastedDigest } from '../../lib/hash/pasted-digest';
import { message } from '../../lib/operation/message';
import type { Note } from '../../lib/operation/operation';

export interface HashAlgorithm {
  id: HashAlgorithmId;
  /** Catalogue key of the tooltip next to the label. */
  hint?: string;
}

/** The rows of the page, in display order. */
export const hashAlgorithms: readonly HashAlgorithm[] = hashAlgorithmIds.map((id) =>
  id === 'Keccak-512' ? { id, hint: keccakHint } : { id },
);

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
  options: ChunkedHashOptions = {},
): Promise<HashDigests> {
  return encodeDigests(await digestAllChunked(input, options), encoding);
}

/** Every algorithm's raw digest, before encoding: what a worker sends back. */
export type RawDigests = Record<HashAlgorithmId, Uint8Array>;

/** Every algorithm's raw digest of the UTF-8 bytes of `text`. */
export function digestAll(text: string): RawDigests {
  const bytes = utf8ToBytes(text);
  return Object.fromEntries(hashAlgorithmIds.map((id) => [id, hashFunctions[id](bytes)])) as RawDigests;
}

/** Like digestAll (or of raw bytes), in slices with a pause between them; see ChunkedHashOptions. */
export async function digestAllChunked(
  input: string | Uint8Array,
  { chunkSize = defaultHashChunkSize, onYield, signal }: ChunkedHashOptions = {},
): Promise<RawDigests> {
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
  return Object.fromEntries(hashAlgorithmIds.map((id, index) => [id, states[index].digest()])) as RawDigests;
}

export function encodeDigests(digests: RawDigests, encoding: DigestEncoding): HashDigests {
  return digestsFrom((id) => encodeDigest(digests[id], encoding));
}

/** The algorithms, in display order, whose digest is `expected` in any encoding; see matchesPastedDigest. */
export function matchingAlgorithms(digests: RawDigests, expected: string): HashAlgorithmId[] {
  return hashAlgorithmIds.filter((id) => matchesPastedDigest(digests[id], expected));
}

/** What comparing with a pasted digest found: the algorithms that match it, or a warning that none does. */
export function compareNote(matching: readonly HashAlgorithmId[]): Note {
  if (matching.length === 0) return { ...message('notes.noMatch'), warning: true };
  return message('notes.matches', { algorithms: matching.join(', ') });
}

/**
 * UTF-8 sizes from which a text is hashed in a worker: all ten digests of 64 KiB take tens of
 * milliseconds (SHA-3 and Keccak are the slow ones), so past this typing would start to stutter.
 */
export const workerTextBytes = 64 * 1024;
/** From this size on, the page waits for a pause in typing before hashing (spec: ~1 MB). */
export const largeTextBytes = 1024 * 1024;
/** Bytes hashed between two pauses in the worker, so a newer text can cancel the run quickly. */
export const workerChunkBytes = 256 * 1024;
