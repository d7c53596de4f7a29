import { cleanBase64Input, invalidBase64Message, isStrictBase64 } from '../../lib/base64-text';
import { base64ToBytes, bytesToBase64, bytesToBase64Url } from '../../lib/bytes';
import { err, ok, type Result } from '../../lib/result';

export interface Base64StringOptions {
  /** RFC 4648 §5 (`-` `_`, no padding on output) instead of §4 (`+` `/`, `=` padding). */
  urlSafe: boolean;
}

export interface DecodedText {
  text: string;
  /** Said when the bytes were not all UTF-8 and some became U+FFFD. */
  notice?: string;
}

export interface InvalidBase64 {
  message: string;
  /** Said when the other alphabet would read the input. */
  hint?: string;
}

export const looksUrlSafeHint = 'This looks like URL-safe Base64: turn on "Decode URL safe".';
export const looksStandardHint = 'This looks like standard Base64: turn off "Decode URL safe".';
export const invalidUtf8Notice = 'The decoded bytes are not valid UTF-8 text (binary data?)';

const utf8Encoder = new TextEncoder();
// ignoreBOM keeps a leading U+FEFF: the output shows exactly the bytes that were encoded.
const strictUtf8Decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenientUtf8Decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/** Text → UTF-8 bytes → Base64. The text is used exactly as typed. */
export function encodeBase64(text: string, { urlSafe }: Base64StringOptions): string {
  const bytes = utf8Encoder.encode(text);
  return urlSafe ? bytesToBase64Url(bytes) : bytesToBase64(bytes);
}

export function decodeBase64(input: string, { urlSafe }: Base64StringOptions): Result<DecodedText, InvalidBase64> {
  const base64 = cleanBase64Input(input);
  if (base64 === '') return ok({ text: '' });

  if (!isStrictBase64(base64, urlSafe)) return invalidBase64(base64, urlSafe);

  // Checked above, so the shared decoder, which accepts both alphabets, sees only the chosen one.
  return decodeUtf8(base64ToBytes(base64));
}

function invalidBase64(base64: string, urlSafe: boolean): Result<DecodedText, InvalidBase64> {
  const validInOtherAlphabet = isStrictBase64(base64, !urlSafe);
  if (!validInOtherAlphabet) return err({ message: invalidBase64Message });
  return err({ message: invalidBase64Message, hint: urlSafe ? looksStandardHint : looksUrlSafeHint });
}

function decodeUtf8(bytes: Uint8Array): Result<DecodedText, InvalidBase64> {
  try {
    return ok({ text: strictUtf8Decoder.decode(bytes) });
  } catch {
    return ok({ text: lenientUtf8Decoder.decode(bytes), notice: invalidUtf8Notice });
  }
}
