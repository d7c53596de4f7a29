import { hmac } from '@noble/hashes/hmac.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { base64ToBytes } from '../../lib/bytes';
import { encodeDigest, type DigestEncoding } from '../../lib/hash/digest-encoding';
import { matchesPastedDigest } from '../../lib/hash/pasted-digest';
import { hashFunctions, type HashAlgorithmId } from '../../lib/hash/hash-functions';
import { readPastedHex } from '../../lib/hex';
import { message, type Message } from '../../lib/operation/message';
import type { Note } from '../../lib/operation/operation';
import { err, ok, type Result } from '../../lib/result';

/** The "Hashing function" choices, in menu order. */
export const hmacAlgorithmIds = [
  'MD5',
  'RIPEMD160',
  'SHA1',
  'SHA224',
  'SHA256',
  'SHA384',
  'SHA512',
  'SHA3-256',
  'SHA3-512',
  'Keccak-512',
] as const satisfies readonly HashAlgorithmId[];

export type HmacAlgorithm = (typeof hmacAlgorithmIds)[number];

export const defaultHmacAlgorithm: HmacAlgorithm = 'SHA256';

export const defaultHmacEncoding: DigestEncoding = 'Hex';

/** How the secret key is written: as text (UTF-8) or as the bytes themselves. */
export const keyEncodings = ['text', 'hex', 'base64'] as const;

export type KeyEncoding = (typeof keyEncodings)[number];

export const defaultKeyEncoding: KeyEncoding = 'text';

const hexKeyErrors = { 'not-hex': 'errors.invalidHexKey', 'odd-length': 'errors.oddHexKey' } as const;

/**
 * The bytes of the secret key. Text is UTF-8 as typed; hex and Base64 ignore white space, hex
 * may start with 0x, and Base64 may use either alphabet, with or without padding.
 */
export function decodeKey(key: string, encoding: KeyEncoding): Result<Uint8Array, Message> {
  if (encoding === 'text') return ok(utf8ToBytes(key));
  if (encoding === 'hex') {
    const bytes = readPastedHex(key);
    return bytes.ok ? bytes : err(message(hexKeyErrors[bytes.error]));
  }
  try {
    return ok(base64ToBytes(key));
  } catch {
    return err(message('errors.invalidBase64Key'));
  }
}

/** The HMAC of the UTF-8 bytes of `text` (untrimmed) under `key`, as raw bytes. */
export function hmacBytes(algorithm: HmacAlgorithm, key: Uint8Array, text: string | Uint8Array): Uint8Array {
  return hmac(hashFunctions[algorithm], key, typeof text === 'string' ? utf8ToBytes(text) : text);
}

export interface HmacOptions {
  algorithm: HmacAlgorithm;
  encoding: DigestEncoding;
  keyEncoding?: KeyEncoding;
}

export interface Hmac {
  mac: Uint8Array;
  /** The MAC in the chosen output encoding. */
  encoded: string;
}

/** The HMAC of `text` under `key`, encoded; an unreadable key is an error, not an exception. */
export function computeHmac(
  text: string,
  key: string,
  { algorithm, encoding, keyEncoding = defaultKeyEncoding }: HmacOptions,
): Result<Hmac, Message> {
  const keyBytes = decodeKey(key, keyEncoding);
  if (!keyBytes.ok) return keyBytes;
  const mac = hmacBytes(algorithm, keyBytes.value, text);
  return ok({ mac, encoded: encodeDigest(mac, encoding) });
}

/** Every algorithm's HMAC of one text under one key, encoded, in menu order. */
export function hmacAll(text: string, key: Uint8Array, encoding: DigestEncoding): Record<HmacAlgorithm, string> {
  const bytes = utf8ToBytes(text);
  return Object.fromEntries(
    hmacAlgorithmIds.map((id) => [id, encodeDigest(hmacBytes(id, key, bytes), encoding)]),
  ) as Record<HmacAlgorithm, string>;
}

/** Whether a pasted HMAC, in any of the digest encodings, is `mac` (compared in constant time). */
export function expectedNote(mac: Uint8Array, expected: string): Note {
  return matchesPastedDigest(mac, expected) ? message('notes.matches') : { ...message('notes.noMatch'), warning: true };
}
