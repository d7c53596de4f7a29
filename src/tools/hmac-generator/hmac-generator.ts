import { hmac } from '@noble/hashes/hmac.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { base64ToBytes } from '../../lib/bytes';
import { encodeDigest, type DigestEncoding } from '../../lib/hash/digest-encoding';
import { hashFunctions, type HashAlgorithmId } from '../../lib/hash/hash-functions';

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

/** Said under "Hashing function" for the algorithm it-tools calls SHA3. */
export const keccakHint = "Shown as 'SHA3' by it-tools / crypto-js";

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

export type KeyResult = { ok: true; bytes: Uint8Array } | { ok: false; error: string };

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/**
 * The bytes of the secret key. Text is UTF-8 as typed; hex and Base64 ignore white space, hex
 * may start with 0x, and Base64 may use either alphabet, with or without padding.
 */
export function decodeKey(key: string, encoding: KeyEncoding): KeyResult {
  if (encoding === 'text') return { ok: true, bytes: utf8ToBytes(key) };
  const compact = key.replace(/\s+/g, '');
  if (encoding === 'hex') {
    const digits = compact.replace(/^0x/i, '');
    if (!/^[0-9a-f]*$/i.test(digits)) return { ok: false, error: invalidHexKeyError };
    if (digits.length % 2 !== 0) return { ok: false, error: oddHexKeyError };
    return { ok: true, bytes: hexToBytes(digits) };
  }
  try {
    return { ok: true, bytes: base64ToBytes(compact) };
  } catch {
    return { ok: false, error: invalidBase64KeyError };
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

export type HmacResult = { ok: true; value: string; mac: Uint8Array } | { ok: false; error: string };

/** The HMAC of `text` under `key`, encoded; an unreadable key is an error, not an exception. */
export function computeHmac(
  text: string,
  key: string,
  { algorithm, encoding, keyEncoding = defaultKeyEncoding }: HmacOptions,
): HmacResult {
  const keyBytes = decodeKey(key, keyEncoding);
  if (!keyBytes.ok) return keyBytes;
  const mac = hmacBytes(algorithm, keyBytes.bytes, text);
  return { ok: true, value: encodeDigest(mac, encoding), mac };
}

/** Every algorithm's HMAC of one text under one key, encoded, in menu order. */
export function hmacAll(text: string, key: Uint8Array, encoding: DigestEncoding): Record<HmacAlgorithm, string> {
  const bytes = utf8ToBytes(text);
  return Object.fromEntries(
    hmacAlgorithmIds.map((id) => [id, encodeDigest(hmacBytes(id, key, bytes), encoding)]),
  ) as Record<HmacAlgorithm, string>;
}

/**
 * Equal byte strings, comparing every byte whatever the first difference, so the time taken does
 * not tell how much of a guessed MAC was right. (Only the length may show, and it is public.)
 */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i];
  return difference === 0;
}

/**
 * The byte strings a pasted MAC may stand for: hex (maybe 0x), binary digits, Base64 or Base64url.
 * White space is ignored, and so is a webhook-style name before it (`sha256=…`).
 */
export function expectedMacCandidates(expected: string): Uint8Array[] {
  let compact = expected.replace(/\s+/g, '');
  // Base64 has '=' only as trailing padding, so "name=" followed by more is a label.
  const labelled = /^[A-Za-z][A-Za-z0-9_-]*=(?=[^=])/.exec(compact);
  if (labelled) compact = compact.slice(labelled[0].length);
  if (compact === '') return [];
  const candidates: Uint8Array[] = [];
  const hex = compact.replace(/^0x/i, '');
  if (/^(?:[0-9a-f]{2})+$/i.test(hex)) candidates.push(hexToBytes(hex));
  if (/^(?:[01]{8})+$/.test(compact)) {
    candidates.push(Uint8Array.from(compact.match(/[01]{8}/g) ?? [], (bits) => Number.parseInt(bits, 2)));
  }
  try {
    candidates.push(base64ToBytes(compact));
  } catch {
    // Not Base64 either: the other readings stand.
  }
  return candidates;
}

/** Whether a pasted MAC, in any of the output encodings, is `mac`; compared in constant time. */
export function macMatches(mac: Uint8Array, expected: string): boolean {
  let match = false;
  for (const candidate of expectedMacCandidates(expected)) match = constantTimeEqual(mac, candidate) || match;
  return match;
}
