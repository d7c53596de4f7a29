import { hmac } from '@noble/hashes/hmac.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { base64ToBytes } from '../../lib/bytes';
import { encodeDigest, type DigestEncoding } from '../../lib/hash/digest-encoding';
import { hashFunctions, type HashAlgorithmId } from '../../lib/hash/hash-functions';
import { readPastedHex } from '../../lib/hex';
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

export const hmacAlgorithmOptions = hmacAlgorithmIds.map((id) => ({ value: id, label: id }));

/** The "Output encoding" choices: /hash-text's encodings, with the reference's labels for this tool. */
export const hmacEncodingOptions: readonly { value: DigestEncoding; label: string }[] = [
  { value: 'Bin', label: 'Binary (base 2)' },
  { value: 'Hex', label: 'Hexadecimal (base 16)' },
  { value: 'Base64', label: 'Base64 (base 64)' },
  { value: 'Base64url', label: 'Base64-url (base 64 with url safe chars)' },
];

export const defaultHmacEncoding: DigestEncoding = 'Hex';

/** How the secret key is written: as text (UTF-8) or as the bytes themselves. */
export type KeyEncoding = 'text' | 'hex' | 'base64';

export const keyEncodingOptions: readonly { value: KeyEncoding; label: string }[] = [
  { value: 'text', label: 'Text (UTF-8)' },
  { value: 'hex', label: 'Hexadecimal bytes' },
  { value: 'base64', label: 'Base64 bytes' },
];

export const defaultKeyEncoding: KeyEncoding = 'text';

export const invalidHexKeyError = 'The key is not hexadecimal: use only 0-9 and a-f';
export const oddHexKeyError = 'A hexadecimal key needs two digits per byte';
export const invalidBase64KeyError = 'The key is not valid Base64';

const hexKeyErrors = { 'not-hex': invalidHexKeyError, 'odd-length': oddHexKeyError } as const;

/**
 * The bytes of the secret key. Text is UTF-8 as typed; hex and Base64 ignore white space, hex
 * may start with 0x, and Base64 may use either alphabet, with or without padding.
 */
export function decodeKey(key: string, encoding: KeyEncoding): Result<Uint8Array> {
  if (encoding === 'text') return ok(utf8ToBytes(key));
  if (encoding === 'hex') {
    const bytes = readPastedHex(key);
    return bytes.ok ? bytes : err(hexKeyErrors[bytes.error]);
  }
  try {
    return ok(base64ToBytes(key));
  } catch {
    return err(invalidBase64KeyError);
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
): Result<Hmac> {
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
