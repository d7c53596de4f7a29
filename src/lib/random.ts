import { bytesToHex } from './bytes';

const uint32Range = 2 ** 32;

// crypto.getRandomValues refuses requests above 65 536 bytes.
const maxBytesPerCall = 65_536;
const maxUint32PerCall = maxBytesPerCall / 4;

/** `count` random bytes from crypto.getRandomValues, however many. */
export function randomBytes(count: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(count);
  for (let start = 0; start < count; start += maxBytesPerCall) {
    crypto.getRandomValues(bytes.subarray(start, start + maxBytesPerCall));
  }
  return bytes;
}

/** `count` random bytes as lowercase hex (keys, IVs, salts, entropy). */
export function randomHex(count: number): string {
  return bytesToHex(randomBytes(count));
}

function assertValidRange(maxExclusive: number): void {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > uint32Range) {
    throw new RangeError(`maxExclusive must be an integer from 1 to 2^32, got ${maxExclusive}`);
  }
}

/**
 * `count` independent uniform integers in [0, maxExclusive).
 * Draws that fall in the incomplete last block of the 32-bit range are rejected and redrawn,
 * so `value % maxExclusive` carries no modulo bias.
 */
export function randomInts(maxExclusive: number, count: number): number[] {
  assertValidRange(maxExclusive);
  const acceptedBelow = uint32Range - (uint32Range % maxExclusive);
  const wanted = Math.max(0, Math.floor(count));
  const result: number[] = [];
  while (result.length < wanted) {
    const batch = new Uint32Array(Math.min(wanted - result.length, maxUint32PerCall));
    crypto.getRandomValues(batch);
    for (const draw of batch) {
      if (draw < acceptedBelow) result.push(draw % maxExclusive);
    }
  }
  return result;
}

/** A uniform integer in [0, maxExclusive), from crypto.getRandomValues without modulo bias. */
export function randomInt(maxExclusive: number): number {
  return randomInts(maxExclusive, 1)[0];
}

/**
 * `count` characters drawn independently and uniformly from `alphabet`.
 * The alphabet is split by code point, so characters outside the BMP (emoji) stay whole.
 * An empty alphabet yields an empty string.
 */
export function randomPick(alphabet: string, count: number): string {
  const characters = Array.from(alphabet);
  if (characters.length === 0 || count <= 0) return '';
  return randomInts(characters.length, count)
    .map((index) => characters[index])
    .join('');
}

/** A uniformly shuffled copy of `items` (Fisher–Yates over randomInt). */
export function randomShuffle<T>(items: readonly T[]): T[] {
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
  }
  return shuffled;
}
