import { err, ok, type Result } from './result';

const hexPattern = /^[0-9a-fA-F]*$/;

/** Whether `text` is made of hexadecimal digits only (either case); the empty string is. */
export function isHex(text: string): boolean {
  return hexPattern.test(text);
}

/**
 * Bytes of a hexadecimal string, two digits per byte, either case.
 * Throws a SyntaxError on any other character (whitespace included) or an odd number of digits.
 */
export function hexToBytes(hex: string): Uint8Array {
  if (!isHex(hex)) throw new SyntaxError('Not a hexadecimal string');
  if (hex.length % 2 !== 0) throw new SyntaxError('Odd number of hexadecimal digits');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export type PastedHexError = 'not-hex' | 'odd-length';

/**
 * The bytes of hexadecimal as people paste it: white space anywhere and a leading `0x` are
 * ignored; either case. Empty input gives no bytes.
 */
export function readPastedHex(text: string): Result<Uint8Array, PastedHexError> {
  const digits = text.replace(/\s+/g, '').replace(/^0x/i, '');
  if (!isHex(digits)) return err('not-hex');
  if (digits.length % 2 !== 0) return err('odd-length');
  return ok(hexToBytes(digits));
}
