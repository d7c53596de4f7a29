import { cleanBase64Input, isStrictBase64 } from '../../lib/base64-text';
import { base64ToBytes, bytesToBase64, bytesToBase64Url } from '../../lib/bytes';
import { message, type Message } from '../../lib/operation/message';
import type { Note, OperationResult } from '../../lib/operation/operation';
import { err, ok } from '../../lib/result';

export interface Base64StringOptions {
  /** RFC 4648 §5 (`-` `_`, no padding on output) instead of §4 (`+` `/`, `=` padding). */
  urlSafe: boolean;
}

/** Said when the decoded bytes were not all UTF-8 and some became U+FFFD. */
export const invalidUtf8Note: Note = { code: 'notes.invalidUtf8', warning: true };

const utf8Encoder = new TextEncoder();
// ignoreBOM keeps a leading U+FEFF: the output shows exactly the bytes that were encoded.
const strictUtf8Decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenientUtf8Decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/** Text → UTF-8 bytes → Base64. The text is used exactly as typed. */
export function encodeBase64(text: string, { urlSafe }: Base64StringOptions): string {
  const bytes = utf8Encoder.encode(text);
  return urlSafe ? bytesToBase64Url(bytes) : bytesToBase64(bytes);
}

export function decodeBase64(input: string, { urlSafe }: Base64StringOptions): OperationResult<string> {
  const base64 = cleanBase64Input(input);
  if (base64 === '') return ok('');

  if (!isStrictBase64(base64, urlSafe)) return invalidBase64(base64, urlSafe);

  // Checked above, so the shared decoder, which accepts both alphabets, sees only the chosen one.
  return decodeUtf8(base64ToBytes(base64));
}

/** The error, hinting at the other alphabet when it would read the input. */
function invalidBase64(base64: string, urlSafe: boolean): OperationResult<string> {
  const invalid: Message = message('common.errors.invalidBase64');
  if (!isStrictBase64(base64, !urlSafe)) return err(invalid);
  return err({ ...invalid, hint: message(urlSafe ? 'hints.looksStandard' : 'hints.looksUrlSafe') });
}

function decodeUtf8(bytes: Uint8Array): OperationResult<string> {
  try {
    return ok(strictUtf8Decoder.decode(bytes));
  } catch {
    return { ok: true, value: lenientUtf8Decoder.decode(bytes), notes: [invalidUtf8Note] };
  }
}
