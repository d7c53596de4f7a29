import { base64ToBytes, binaryToBytes, sameBytes } from '../bytes';
import { readPastedHex } from '../hex';

// Base64 has '=' only as trailing padding, so "name=" followed by more is a label.
const label = /^[A-Za-z][A-Za-z0-9_-]*=(?=[^=])/;
const wholeBytesOfBits = /^(?:[01]{8})+$/;

/**
 * The byte strings a pasted digest may stand for: hex (either case, maybe 0x), binary digits,
 * Base64 or Base64url (padding optional). White space is ignored, and so is a webhook-style name
 * before it (`sha256=…`).
 */
export function pastedDigestCandidates(pasted: string): Uint8Array[] {
  let compact = pasted.replace(/\s+/g, '');
  compact = compact.slice(label.exec(compact)?.[0].length ?? 0);
  if (compact === '') return [];
  const candidates: Uint8Array[] = [];
  const hex = readPastedHex(compact);
  if (hex.ok) candidates.push(hex.value);
  if (wholeBytesOfBits.test(compact)) candidates.push(binaryToBytes(compact));
  try {
    candidates.push(base64ToBytes(compact));
  } catch {
    // Not Base64 either: the other readings stand.
  }
  return candidates;
}

/** Whether a pasted digest, in any of the digest encodings, is `digest`; compared in constant time. */
export function matchesPastedDigest(digest: Uint8Array, pasted: string): boolean {
  let match = false;
  for (const candidate of pastedDigestCandidates(pasted)) match = sameBytes(digest, candidate) || match;
  return match;
}
