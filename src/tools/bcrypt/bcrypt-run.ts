// bcryptjs behind promises that never freeze their caller for long (its async API works in
// slices of at most 100 ms) and report progress. The page runs these in workers.
import { hash as bcryptHash } from 'bcryptjs';
import { MessageError } from '../../lib/operation/message';
import { parseBcryptHash, saltCountError, saltCountMax, saltCountMin } from './bcrypt';

export type Progress = (fraction: number) => void;

export interface HashOutcome {
  hash: string;
  elapsedMs: number;
}

export interface CompareOutcome {
  match: boolean;
  elapsedMs: number;
}

function hashWith(text: string, salt: number | string, onProgress?: Progress): Promise<string> {
  return new Promise((resolve, reject) => {
    bcryptHash(
      text,
      salt,
      (error, result) =>
        error || result === undefined ? reject(error ?? new Error('bcrypt gave no hash')) : resolve(result),
      onProgress,
    );
  });
}

/** Hashes `text` with a new random salt at `cost` (an integer 4–31, else it rejects). */
export async function hashString(text: string, cost: number, onProgress?: Progress): Promise<HashOutcome> {
  if (!Number.isInteger(cost) || cost < saltCountMin || cost > saltCountMax) throw new MessageError(saltCountError);
  const start = performance.now();
  const hash = await hashWith(text, cost, onProgress);
  return { hash, elapsedMs: performance.now() - start };
}

/** Equal strings, looking at every character whatever the first difference. */
function sameText(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ (b.charCodeAt(i) || 0);
  return difference === 0;
}

/**
 * Whether `text` hashes to `hash`. Never rejects: an empty, malformed or truncated hash, or one
 * bcryptjs refuses, is simply no match. `$2x$` is checked as `$2a$`, which it equals for ASCII.
 */
export async function compareString(text: string, hash: string, onProgress?: Progress): Promise<CompareOutcome> {
  const start = performance.now();
  const parsed = parseBcryptHash(hash);
  if (!parsed.ok) return { match: false, elapsedMs: 0 };
  const { variant, salt, checksum } = parsed.value;
  // bcryptjs knows 2a, 2b and 2y; the checksum is what has to agree, whatever prefix it writes.
  const settings = `$${variant === '2x' ? '2a' : variant}$${hash.slice(4, 7)}${salt}`;
  try {
    const computed = await hashWith(text, settings, onProgress);
    return { match: sameText(computed.slice(29), checksum), elapsedMs: performance.now() - start };
  } catch {
    return { match: false, elapsedMs: performance.now() - start };
  }
}
