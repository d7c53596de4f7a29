import { base64ToBytes, bytesToBase64, type Base64Alphabet } from './base64';

export type Base64StringOptions = Base64Alphabet;

export type DecodeResult =
  | { ok: true; value: string; notice?: string }
  | { ok: false; error: string; hint?: string };

export const invalidBase64Message = 'This is not a valid base64 string.';
export const looksUrlSafeHint = 'This looks like URL-safe Base64: turn on "Decode URL safe".';
export const looksStandardHint = 'This looks like standard Base64: turn off "Decode URL safe".';
export const invalidUtf8Notice = 'The decoded bytes are not valid UTF-8 text (binary data?)';

const dataUrlHeader = /^data:[^,]*?;base64,/i;
const whitespace = /\s+/g;

const utf8Encoder = new TextEncoder();
// ignoreBOM keeps a leading U+FEFF: the output shows exactly the bytes that were encoded.
const strictUtf8Decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenientUtf8Decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/** Text → UTF-8 bytes → Base64. The text is used exactly as typed. */
export function encodeBase64(text: string, { urlSafe }: Base64StringOptions): string {
  return bytesToBase64(utf8Encoder.encode(text), { urlSafe });
}

/** Trims, drops a `data:…;base64,` header and any whitespace inside. */
export function cleanBase64Input(input: string): string {
  return input.trim().replace(dataUrlHeader, '').replace(whitespace, '');
}

export function decodeBase64(input: string, { urlSafe }: Base64StringOptions): DecodeResult {
  const base64 = cleanBase64Input(input);
  if (base64 === '') return { ok: true, value: '' };

  const bytes = base64ToBytes(base64, { urlSafe });
  if (bytes === undefined) return invalidBase64(base64, urlSafe);

  return decodeUtf8(bytes);
}

function invalidBase64(base64: string, urlSafe: boolean): DecodeResult {
  const validInOtherAlphabet = base64ToBytes(base64, { urlSafe: !urlSafe }) !== undefined;
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
