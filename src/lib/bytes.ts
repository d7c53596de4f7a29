// Encoders write ASCII codes into a Uint8Array and decode it once: linear time, no string
// concatenation in the loop and no argument spreading, so 10 MB inputs are fine.
// ASCII is valid UTF-8, and the UTF-8 decoder is the one every runtime ships.
const ascii = new TextDecoder();

const hexDigits = '0123456789abcdef';
const base64Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const base64UrlAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const paddingCode = '='.charCodeAt(0);

function charCodes(alphabet: string): Uint8Array {
  return Uint8Array.from(alphabet, (character) => character.charCodeAt(0));
}

const hexCodes = charCodes(hexDigits);
const base64Codes = charCodes(base64Alphabet);
const base64UrlCodes = charCodes(base64UrlAlphabet);
const zeroCode = '0'.charCodeAt(0);

/** Lowercase hexadecimal, two digits per byte. */
export function bytesToHex(bytes: Uint8Array): string {
  const out = new Uint8Array(bytes.length * 2);
  for (let i = 0; i < bytes.length; i++) {
    out[i * 2] = hexCodes[bytes[i] >> 4];
    out[i * 2 + 1] = hexCodes[bytes[i] & 0x0f];
  }
  return ascii.decode(out);
}

/** Eight binary digits per byte, most significant bit first, bytes joined by `separator` (ASCII). */
export function bytesToBinary(bytes: Uint8Array, separator = ''): string {
  const separatorCodes = charCodes(separator);
  const stride = 8 + separatorCodes.length;
  const out = new Uint8Array(Math.max(0, bytes.length * stride - separatorCodes.length));
  for (let i = 0; i < bytes.length; i++) {
    const start = i * stride;
    if (i > 0) out.set(separatorCodes, start - separatorCodes.length);
    for (let bit = 0; bit < 8; bit++) {
      out[start + bit] = zeroCode + ((bytes[i] >> (7 - bit)) & 1);
    }
  }
  return ascii.decode(out);
}

/**
 * The bytes of binary digits, eight per byte, most significant bit first (no separators).
 * Throws a SyntaxError on any other character or a partial byte.
 */
export function binaryToBytes(digits: string): Uint8Array {
  if (!/^[01]*$/.test(digits)) throw new SyntaxError('Not binary digits');
  if (digits.length % 8 !== 0) throw new SyntaxError('Binary digits must make whole bytes');
  const bytes = new Uint8Array(digits.length / 8);
  for (let index = 0; index < bytes.length; index++) {
    bytes[index] = Number.parseInt(digits.slice(index * 8, index * 8 + 8), 2);
  }
  return bytes;
}

function encodeBase64(bytes: Uint8Array, codes: Uint8Array, padded: boolean): string {
  const remainder = bytes.length % 3;
  const wholeGroupsEnd = bytes.length - remainder;
  const tailLength = remainder === 0 ? 0 : padded ? 4 : remainder + 1;
  const out = new Uint8Array((wholeGroupsEnd / 3) * 4 + tailLength);
  let o = 0;
  for (let i = 0; i < wholeGroupsEnd; i += 3) {
    const group = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    out[o++] = codes[group >> 18];
    out[o++] = codes[(group >> 12) & 63];
    out[o++] = codes[(group >> 6) & 63];
    out[o++] = codes[group & 63];
  }
  if (remainder > 0) {
    const group = (bytes[wholeGroupsEnd] << 16) | (remainder === 2 ? bytes[wholeGroupsEnd + 1] << 8 : 0);
    out[o++] = codes[group >> 18];
    out[o++] = codes[(group >> 12) & 63];
    if (remainder === 2) out[o++] = codes[(group >> 6) & 63];
    if (padded) out.fill(paddingCode, o);
  }
  return ascii.decode(out);
}

/** Standard Base64 (RFC 4648 §4) with `=` padding. */
export function bytesToBase64(bytes: Uint8Array): string {
  return encodeBase64(bytes, base64Codes, true);
}

/** URL-safe Base64 (RFC 4648 §5): `-` and `_` instead of `+` and `/`, no padding. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  return encodeBase64(bytes, base64UrlCodes, false);
}

// Indexed by char code (-1 = not Base64): a table lookup keeps multi-megabyte decoding fast.
const base64Values = new Int8Array(128).fill(-1);
Array.from(base64Alphabet).forEach((character, value) => (base64Values[character.charCodeAt(0)] = value));
base64Values['-'.charCodeAt(0)] = 62;
base64Values['_'.charCodeAt(0)] = 63;

/**
 * Decodes standard or URL-safe Base64; padding is optional and whitespace is ignored.
 * Throws a SyntaxError on any other character or an impossible length.
 */
export function base64ToBytes(base64: string): Uint8Array {
  const text = base64.replace(/\s+/g, '').replace(/={1,2}$/, '');
  if (text.length % 4 === 1) throw new SyntaxError('Invalid Base64 length');
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let buffer = 0;
  let bufferedBits = 0;
  let o = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const value = code < 128 ? base64Values[code] : -1;
    if (value < 0) throw new SyntaxError(`Invalid Base64 character "${text[index]}"`);
    buffer = ((buffer << 6) | value) & 0xffffff;
    bufferedBits += 6;
    if (bufferedBits >= 8) {
      bufferedBits -= 8;
      out[o++] = (buffer >> bufferedBits) & 0xff;
    }
  }
  return out;
}

const sizeUnits = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** A byte count in 1024-based units, rounded to two decimals: 1312 → 1.28 KB. */
export function byteSize(byteCount: number): { value: number; unit: (typeof sizeUnits)[number] } {
  let unit = 0;
  let value = Math.max(0, byteCount);
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024;
    unit++;
  }
  let rounded = Math.round(value * 100) / 100;
  // 1,048,575 bytes is 1023.999 KB, which rounds to the next unit.
  if (rounded >= 1024 && unit < sizeUnits.length - 1) {
    rounded = 1;
    unit++;
  }
  return { value: rounded, unit: sizeUnits[unit] };
}

const intlSizeUnits = { Bytes: 'byte', KB: 'kilobyte', MB: 'megabyte', GB: 'gigabyte', TB: 'terabyte', PB: 'petabyte' };

/**
 * A byte count in 1024-based units with up to two decimals, trailing zeros dropped: 1312 →
 * "1.28 KB", 1536 → "1.5 KB", 500 → "500 Bytes" in English (as the spec writes them); in another
 * language (`languageTag`, BCP 47), number and unit as that language writes them (Intl): "1,28 kB"
 * in German, "1,28 ko" in French, "31 Б" in Russian.
 */
export function formatBytes(byteCount: number, languageTag = 'en'): string {
  const { value, unit } = byteSize(byteCount);
  const number = { maximumFractionDigits: 2, useGrouping: false } as const;
  if (languageTag === 'en') return `${new Intl.NumberFormat('en', number).format(value)} ${unit}`;
  return new Intl.NumberFormat(languageTag, { ...number, style: 'unit', unit: intlSizeUnits[unit] }).format(value);
}

/** The bytes of every part, one after the other, in a new array. */
export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/**
 * Whether two byte strings are equal, comparing every byte whatever the first difference, so the
 * time taken does not tell how much of a guessed secret (a MAC, say) was right. Only the length
 * may show, and it is public.
 */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i];
  return difference === 0;
}
