export const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * The bytes of upper-case RFC 4648 Base32 without padding (check the alphabet first: other
 * characters read as zero bits). Bits left over at the end that do not fill a byte are dropped,
 * as RFC 4648 and authenticator apps do.
 */
export function base32ToBytes(base32: string): Uint8Array {
  const bytes = new Uint8Array(Math.floor((base32.length * 5) / 8));
  let buffer = 0;
  let bufferedBits = 0;
  let index = 0;
  for (const character of base32) {
    buffer = ((buffer << 5) | Math.max(0, base32Alphabet.indexOf(character))) & 0xffff;
    bufferedBits += 5;
    if (bufferedBits >= 8) {
      bufferedBits -= 8;
      bytes[index++] = (buffer >> bufferedBits) & 0xff;
    }
  }
  return bytes;
}
