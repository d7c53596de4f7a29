/**
 * The UTF-8 size of `text` without building the bytes, counting no further than `stopAt`. A lone
 * surrogate counts as the 3 bytes of the U+FFFD an encoder writes for it.
 */
function countUtf8Bytes(text: string, stopAt: number): number {
  let bytes = 0;
  for (let i = 0; i < text.length && bytes < stopAt; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** The UTF-8 size of `text`, without building the bytes. */
export function utf8ByteLength(text: string): number {
  return countUtf8Bytes(text, Infinity);
}

/** Whether the UTF-8 form of `text` has at least `limit` bytes, counted only as far as needed. */
export function utf8LengthAtLeast(text: string, limit: number): boolean {
  // Each UTF-16 unit is 1 to 3 bytes, so the length alone often tells.
  if (text.length >= limit) return true;
  if (text.length * 3 < limit) return false;
  return countUtf8Bytes(text, limit) >= limit;
}
