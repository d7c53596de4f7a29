import { binaryToBytes, bytesToBinary } from '../../lib/bytes';
import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';

const utf8Encoder = new TextEncoder();
// Invalid sequences become U+FFFD; ignoreBOM keeps a leading byte order mark that was encoded.
const utf8Decoder = new TextDecoder('utf-8', { ignoreBOM: true });
const notBinaryDigits = /[^01]+/g;

/** The text's UTF-8 bytes, eight binary digits each, separated by one space. */
export function textToBinary(text: string): string {
  return bytesToBinary(utf8Encoder.encode(text), ' ');
}

/** Reads the 0s and 1s only, eight to a byte, and decodes the bytes as UTF-8. */
export function binaryToText(binary: string): Result<string, Message> {
  const digits = binary.replace(notBinaryDigits, '');
  if (digits.length % 8 !== 0) return err(message('errors.partialByte'));
  return ok(utf8Decoder.decode(binaryToBytes(digits)));
}
