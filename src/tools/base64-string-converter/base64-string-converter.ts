import { base64ToBytes, bytesToBase64, bytesToBase64Url } from '../../lib/bytes';

export interface Base64StringOptions {
  /** RFC 4648 §5 (`-` `_`, no padding on output) instead of §4 (`+` `/`, `=` padding). */
  urlSafe: boolean;
}

export type DecodeResult = { ok: true; value: string; notice?: string } | { ok: false; error: string; hint?: string };

export const invalidBase64Message = 'This is not a valid base64 string.';
export const looksUrlSafeHint = 'This looks like URL-safe Base64: turn on "Decode URL safe".';
export const looksStandardHint = 'This looks like standard Base64: turn off "Decode URL safe".';
export const invalidUtf8Notice = 'The decoded bytes are not valid UTF-8 text (binary data?)';

const dataUrlHeader = /^data:[^,]*?;base64,/i;
const whitespace = /\s+/g;
// Padding is checked separately; here it may only end the text.
const standardText = /^[A-Za-z0-9+/]*={0,2}$/;
const urlSafeText = /^[A-Za-z0-9_-]*={0,2}$/;

const utf8Encoder = new TextEncoder();
// ignoreBOM keeps a leading U+FEFF: the output shows exactly the bytes that were encoded.
const strictUtf8Decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenientUtf8Decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/** Text → UTF-8 bytes → Base64. The text is used exactly as typed. */
export function encodeBase64(text: string, { urlSafe }: Base64StringOptions): string {
  const bytes = utf8Encoder.encode(text);
  return urlSafe ? bytesToBase64Url(bytes) : bytesToBase64(bytes);
}

/** Trims, drops a `data:…;base64,` header and any whitespace inside. */
export function cleanBase64Input(input: string): string {
  return input.trim().replace(dataUrlHeader, '').replace(whitespace, '');
}

export function decodeBase64(input: string, { urlSafe }: Base64StringOptions): DecodeResult {
  const base64 = cleanBase64Input(input);
  if (base64 === '') return { ok: true, value: '' };

  if (!isStrictBase64(base64, urlSafe)) return invalidBase64(base64, urlSafe);

  // Checked above, so the shared decoder, which accepts both alphabets, sees only the chosen one.
  return decodeUtf8(base64ToBytes(base64));
}

/**
 * Stricter than the shared decoder: one alphabet only, and padding, which is optional, must
 * complete the last group exactly. A lone character in the last group carries too few bits for a byte.
 */
function isStrictBase64(base64: string, urlSafe: boolean): boolean {
  if (!(urlSafe ? urlSafeText : standardText).test(base64)) return false;
  const paddingLength = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const lastGroupLength = (base64.length - paddingLength) % 4;
  if (lastGroupLength === 1) return false;
  return paddingLength === 0 || paddingLength === 4 - lastGroupLength;
}

function invalidBase64(base64: string, urlSafe: boolean): DecodeResult {
  const validInOtherAlphabet = isStrictBase64(base64, !urlSafe);
  if (!validInOtherAlphabet) return { ok: false, error: invalidBase64Message };
  return { ok: false, error: invalidBase64Message, hint: urlSafe ? looksStandardHint : looksUrlSafeHint };
}

function decodeUtf8(bytes: Uint8Array): DecodeResult {
  try {
    return { ok: true, value: strictUtf8Decoder.decode(bytes) };
  } catch {
    return { ok: true, value: lenientUtf8Decoder.decode(bytes), notice: invalidUtf8Notice };
  }
}
