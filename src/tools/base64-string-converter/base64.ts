export interface Base64Alphabet {
  urlSafe: boolean;
}

const standardAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const urlSafeAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const paddingCharCode = '='.charCodeAt(0);

const standardCodes = charCodesOf(standardAlphabet);
const urlSafeCodes = charCodesOf(urlSafeAlphabet);
const standardValues = valuesByCharCode(standardAlphabet);
const urlSafeValues = valuesByCharCode(urlSafeAlphabet);

const asciiDecoder = new TextDecoder();

function charCodesOf(alphabet: string): Uint8Array {
  return Uint8Array.from(alphabet, (char) => char.charCodeAt(0));
}

/** Maps a char code (0–127) to its 6-bit value, or -1 when it is not in the alphabet. */
function valuesByCharCode(alphabet: string): Int8Array {
  const values = new Int8Array(128).fill(-1);
  for (let value = 0; value < alphabet.length; value++) {
    values[alphabet.charCodeAt(value)] = value;
  }
  return values;
}

/**
 * RFC 4648 Base64. Standard: `+ /` with `=` padding; URL safe: `- _` without padding.
 * Writes ASCII codes into a byte array and decodes it once, so multi-megabyte input
 * needs no string concatenation and no spread of huge argument lists.
 */
export function bytesToBase64(bytes: Uint8Array, { urlSafe }: Base64Alphabet): string {
  const codes = urlSafe ? urlSafeCodes : standardCodes;
  const fullGroupsEnd = bytes.length - (bytes.length % 3);
  const tailLength = bytes.length - fullGroupsEnd;
  const tailChars = tailLength === 0 ? 0 : urlSafe ? tailLength + 1 : 4;
  const output = new Uint8Array((fullGroupsEnd / 3) * 4 + tailChars);

  let out = 0;
  for (let i = 0; i < fullGroupsEnd; i += 3) {
    const triple = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    output[out++] = codes[triple >> 18];
    output[out++] = codes[(triple >> 12) & 63];
    output[out++] = codes[(triple >> 6) & 63];
    output[out++] = codes[triple & 63];
  }

  if (tailLength > 0) {
    const first = bytes[fullGroupsEnd];
    const second = tailLength === 2 ? bytes[fullGroupsEnd + 1] : 0;
    const triple = (first << 16) | (second << 8);
    output[out++] = codes[triple >> 18];
    output[out++] = codes[(triple >> 12) & 63];
    if (tailLength === 2) output[out++] = codes[(triple >> 6) & 63];
    while (out < output.length) output[out++] = paddingCharCode;
  }

  return asciiDecoder.decode(output);
}

/**
 * Strict RFC 4648 decoding of an already cleaned string (no whitespace, no header).
 * Padding is optional, but when present it must complete the last group exactly.
 * Returns undefined when the text is not Base64 in the given alphabet.
 */
export function base64ToBytes(base64: string, { urlSafe }: Base64Alphabet): Uint8Array | undefined {
  const values = urlSafe ? urlSafeValues : standardValues;

  let dataEnd = base64.length;
  while (dataEnd > 0 && base64.charCodeAt(dataEnd - 1) === paddingCharCode) dataEnd--;

  const paddingLength = base64.length - dataEnd;
  const lastGroupLength = dataEnd % 4;
  const expectedPadding = lastGroupLength === 0 ? 0 : 4 - lastGroupLength;
  // A lone character carries only 6 bits: not enough for a byte.
  if (lastGroupLength === 1) return undefined;
  if (paddingLength !== 0 && paddingLength !== expectedPadding) return undefined;

  const output = new Uint8Array(Math.floor((dataEnd * 3) / 4));
  let out = 0;
  let buffer = 0;
  let bufferedBits = 0;
  for (let i = 0; i < dataEnd; i++) {
    const code = base64.charCodeAt(i);
    const value = code < 128 ? values[code] : -1;
    if (value < 0) return undefined;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bufferedBits += 6;
    if (bufferedBits >= 8) {
      bufferedBits -= 8;
      output[out++] = (buffer >> bufferedBits) & 0xff;
    }
  }
  return output;
}
