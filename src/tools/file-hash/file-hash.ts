import { base64ToBytes, bytesToBase64, bytesToHex, sameBytes } from '../../lib/bytes';
import { hexToBytes } from '../../lib/hex';
import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';
import { algorithms, algorithmsOfLength, digestLengths, inPageOrder, type AlgorithmId } from './algorithms';

/** Raw digests by algorithm: those computed so far. */
export type Digests = Partial<Record<AlgorithmId, Uint8Array>>;

/** Bytes read and hashed per step: a worker's share of memory, whatever the file's size. */
export const chunkBytes = 8 * 1024 * 1024;

export interface HashOptions {
  /** Told the number of bytes hashed so far, after each chunk. */
  onProgress?: (hashedBytes: number) => void;
  /** Checked between chunks; aborting rejects with its reason. */
  signal?: AbortSignal;
}

/**
 * Every algorithm of `ids` over the bytes of `chunks`, read once, in order. The same code serves
 * the page's workers (slices of a file), the command line and the tests (a whole file, or chunks).
 * hash-wasm loads on the first call (see hashers.ts).
 */
export async function hashChunks(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  ids: readonly AlgorithmId[],
  { onProgress, signal }: HashOptions = {},
): Promise<Digests> {
  signal?.throwIfAborted();
  const order = inPageOrder(ids);
  const { createHasher } = await import('./hashers');
  const hashers = await Promise.all(order.map((id) => createHasher[id]()));
  for (const hasher of hashers) hasher.init();
  let hashed = 0;
  for await (const chunk of chunks) {
    signal?.throwIfAborted();
    for (const hasher of hashers) hasher.update(chunk);
    hashed += chunk.length;
    onProgress?.(hashed);
  }
  signal?.throwIfAborted();
  return Object.fromEntries(order.map((id, index) => [id, hashers[index].digest('binary').slice()])) as Digests;
}

/** Bytes already in memory, in hashing steps of `size` (views, not copies). */
export function* inChunks(bytes: Uint8Array, size = chunkBytes): Generator<Uint8Array> {
  if (bytes.length === 0) return;
  for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size);
}

/** How digests are written. Public: kept in links and storage. */
export const digestEncodings = ['hex', 'hexUpper', 'base64'] as const;
export type DigestEncoding = (typeof digestEncodings)[number];

export const digestEncodingLabels: Readonly<Record<DigestEncoding, string>> = {
  hex: 'common.hash.encodings.Hex',
  hexUpper: 'encoding.hexUpper',
  base64: 'common.hash.encodings.Base64',
};

export function encodeDigest(digest: Uint8Array, encoding: DigestEncoding): string {
  if (encoding === 'base64') return bytesToBase64(digest);
  const hex = bytesToHex(digest);
  return encoding === 'hexUpper' ? hex.toUpperCase() : hex;
}

const needsEscape = /[\\\n\r]/;

/**
 * A file name as a checksum line holds it: as is, or, when it has a backslash or a line break,
 * escaped as GNU coreutils does (`\\`, `\n`, `\r`), the line then starting with a backslash.
 */
export function escapeName(name: string): { escaped: boolean; text: string } {
  if (!needsEscape.test(name)) return { escaped: false, text: name };
  const text = name.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
  return { escaped: true, text };
}

/** One BSD ("tagged") checksum line, `SHA256 (name) = digest`, which `sha256sum -c` reads back. */
export function bsdLine(id: AlgorithmId, name: string, digest: string): string {
  const { escaped, text } = escapeName(name);
  return `${escaped ? '\\' : ''}${algorithms[id].tag} (${text}) = ${digest}`;
}

/** The BSD lines of one file's digests, in page order. */
export function bsdLines(name: string, digests: Digests, encoding: DigestEncoding): string[] {
  return inPageOrder(Object.keys(digests) as AlgorithmId[]).map((id) =>
    bsdLine(id, name, encodeDigest(digests[id]!, encoding)),
  );
}

const hexDigestLengths = new Set(digestLengths.map((bytes) => bytes * 2));
const hexDigits = /^[0-9a-fA-F]+$/;
const base64Text = /^[A-Za-z0-9+/_-]+={0,2}$/;
/** `SHA256 (name) = digest` (coreutils) or `SHA2-256(name)= digest` (OpenSSL). */
const bsdForm = /^\\?([A-Za-z0-9][\w-]*) ?\((.*)\) ?= ?(\S+)$/s;
/** `digest  name` or `digest *name` (coreutils), or a single space. */
const gnuForm = /^\\?([0-9a-fA-F]+)(?: [ *]| )(.+)$/s;

/** The digest written as `text` (hex with an optional 0x, Base64 or Base64url), when it has a digest's length. */
export function readDigestText(text: string): Uint8Array | undefined {
  const hex = text.replace(/^0x/i, '');
  if (hexDigits.test(hex) && hexDigestLengths.has(hex.length)) return hexToBytes(hex);
  if (!base64Text.test(text)) return undefined;
  try {
    const bytes = base64ToBytes(text);
    return digestLengths.includes(bytes.length) ? bytes : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The "Expected checksum": hex (any case, 0x allowed), Base64 or Base64url, spaces ignored, or a
 * whole `sha256sum` or BSD line (its digest part). Undefined when blank; otherwise the bytes or
 * the `errors.notChecksum` message.
 */
export function readExpectedChecksum(text: string): Result<Uint8Array, Message> | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const whole = readDigestText(trimmed.replace(/\s+/g, ''));
  if (whole) return ok(whole);
  const digestPart = bsdForm.exec(trimmed)?.[3] ?? gnuForm.exec(trimmed)?.[1];
  const fromLine = digestPart === undefined ? undefined : readDigestText(digestPart);
  return fromLine ? ok(fromLine) : err(message('errors.notChecksum'));
}

/**
 * What comparing with an expected digest needs besides the ticked algorithms: when none of them has
 * its length, every algorithm of that length (16 bytes: MD5; 64: SHA-512 and BLAKE2b-512).
 */
export function addedToCompare(expected: Uint8Array | undefined, ticked: readonly AlgorithmId[]): AlgorithmId[] {
  if (!expected) return [];
  const sameLength = algorithmsOfLength(expected.length);
  return sameLength.some((id) => ticked.includes(id)) ? [] : sameLength;
}

/** The algorithm whose digest is `expected`, byte for byte, if any; undefined when none is. */
export function matchingAlgorithm(expected: Uint8Array, digests: Digests): AlgorithmId | undefined {
  return algorithmsOfLength(expected.length).find((id) => {
    const digest = digests[id];
    return digest !== undefined && sameBytes(digest, expected);
  });
}

/** The note of a comparison: "Matches the expected checksum (SHA-512)", or the warning that it does not. */
export function compareNote(match: AlgorithmId | undefined): Message & { warning?: boolean } {
  return match
    ? message('compare.matches', { algorithm: algorithms[match].name })
    : { ...message('compare.noMatch'), warning: true };
}
