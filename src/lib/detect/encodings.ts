// Encodings and escapes: Base64 and data URLs, hexadecimal and digests, percent-encoding, HTML entities.
import { isStrictBase64 } from '../base64-text';
import { base64ToBytes } from '../bytes';
import { detected, type Detection, type DetectionName, type Detector } from './detection';
import { readsAsText } from './text-shape';

/** How much of a long Base64 text is decoded to judge it. */
const base64Sample = 4096;

// The first bytes of files people encode (PNG, JPEG, GIF, PDF, ZIP, gzip, WebP/WAV).
const fileSignatures = [
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x25, 0x50, 0x44, 0x46],
  [0x50, 0x4b, 0x03, 0x04],
  [0x1f, 0x8b],
  [0x52, 0x49, 0x46, 0x46],
];
const startsLikeFile = (bytes: Uint8Array) =>
  fileSignatures.some((signature) => signature.every((byte, index) => bytes[index] === byte));

/**
 * Base64 (standard or URL-safe, lines allowed). Sure when it decodes to readable text or a known
 * file; a short word that happens to be valid Base64 ("hash", "base64") stays below a search.
 */
export const detectBase64: Detector = (text) => {
  if (text.length < 4 || /[ \t]/.test(text)) return undefined;
  const compact = text.includes('\n') ? text.replace(/\r?\n/g, '') : text;
  if (/^\d+$/.test(compact)) return undefined;
  const urlSafe = /[-_]/.test(compact);
  if (!isStrictBase64(compact, urlSafe)) return undefined;
  const name = urlSafe ? 'base64Url' : 'base64';
  // Every character a hex digit: far likelier hex (a digest, bytes) than Base64.
  if (/^[\da-f]+$/i.test(compact)) return detected('base64', 0.25, name);
  let bytes: Uint8Array;
  try {
    // Whole groups of four, so the sample decodes as the start of the whole.
    bytes = base64ToBytes(compact.slice(0, base64Sample));
  } catch {
    return undefined;
  }
  const padded = compact.endsWith('=');
  const variety = [/[a-z]/, /[A-Z]/, /\d/, /[+/_-]/].filter((pattern) => pattern.test(compact)).length;
  const oneWord = /^[a-z]+$/.test(compact) || /^[A-Z][a-z]*$/.test(compact);
  if (oneWord) return detected('base64', 0.2, name);
  if (readsAsText(bytes)) {
    if (compact.length >= 8 || padded) return detected('base64', 0.85, name);
    return detected('base64', variety >= 2 && /[a-z][A-Z]|[A-Z]{2}/.test(compact) ? 0.65 : 0.3, name);
  }
  if (startsLikeFile(bytes)) return detected('base64', 0.85, name);
  if (compact.length >= 40 && variety >= 3) return detected('base64', 0.6, name);
  return detected('base64', compact.length >= 16 && variety >= 3 ? 0.4 : 0.2, name);
};

const dataUrlHeader = /^data:(?:[\w.+-]+\/[\w.+-]+)?(?:;[\w.+-]+=[^;,\s]*)*(?:;base64)?,/i;

/** `data:[type][;base64],…` */
export const detectDataUrl: Detector = (text) =>
  dataUrlHeader.test(text.slice(0, 300)) ? detected('data-url', 0.98, 'dataUrl') : undefined;

// The lengths of the common digests in hex digits.
const digestNames = new Map<number, DetectionName>([
  [32, 'md5'],
  [40, 'sha1'],
  [56, 'sha224'],
  [64, 'sha256'],
  [96, 'sha384'],
  [128, 'sha512'],
]);

/** How likely bare hex digits are hex: "1ea54c" surely; "cafe" or "bad" more likely words, "DeadBeef" a name. */
function bareHexConfidence(text: string, oneCase: boolean, hasDigit: boolean): number {
  if (!oneCase) return 0.45;
  if (text.length < 6) return 0.3;
  if (hasDigit) return text.length % 2 === 0 ? 0.7 : 0.55;
  return text.length >= 8 ? 0.55 : 0.3;
}

/**
 * Hexadecimal: `0x…` numbers, bytes with separators, and bare hex digits, which at the length of a
 * common digest are that digest (in one letter case). All decimal digits are a number, not hex.
 */
export const detectHex: Detector = (text) => {
  if (text.length > 1_000_000) return undefined;
  if (/^[+-]?0x[\da-f]+$/i.test(text)) return detected('hex', 0.95, 'hexNumber');
  if (/^0x[\da-f]{1,16}(?:[\s,]+0x[\da-f]{1,16})+$/i.test(text)) return detected('hex', 0.85, 'hex');
  // Bytes as pairs apart: "de ad be ef", "DE-AD-BE-EF" (six pairs with colons are a MAC address).
  if (/^[\da-f]{2}(?:([\s:-])[\da-f]{2})(?:\1[\da-f]{2})+$/i.test(text))
    return /[a-f]/i.test(text) || text.length > 24 ? detected('hex', 0.8, 'hex') : detected('hex', 0.3, 'hex');
  if (!/^[\da-f]+$/i.test(text) || /^\d+$/.test(text)) return undefined;
  const oneCase = text === text.toLowerCase() || text === text.toUpperCase();
  const hasDigit = /\d/.test(text);
  const results: Detection[] = [];
  const digest = digestNames.get(text.length);
  if (digest && oneCase && hasDigit) results.push(detected('hex-digest', 0.9, digest));
  const confidence = bareHexConfidence(text, oneCase, hasDigit);
  results.push(detected('hex', confidence, 'hex'));
  return results;
};

const percentEscape = /%[\da-f]{2}/gi;

/** A head of percent-encoded text without the escapes of a character it may cut (`%E2%82` of `%E2%82%AC`). */
function withoutCutCharacter(head: string): string {
  let end = head.length;
  const cut = head.lastIndexOf('%');
  if (cut >= end - 2) end = cut;
  while (end >= 3 && head[end - 3] === '%' && /^[89a-f][\da-f]$/i.test(head.slice(end - 2, end))) end -= 3;
  return head.slice(0, end);
}

/** Text with `%XX` escapes that decodes. */
export const detectPercentEncoded: Detector = (text) => {
  const head = text.slice(0, 10_000);
  const escapes = head.match(percentEscape)?.length ?? 0;
  if (escapes === 0) return undefined;
  try {
    decodeURIComponent(head.length < text.length ? withoutCutCharacter(head) : head);
  } catch {
    return undefined;
  }
  if (/\s/.test(head)) return detected('percent-encoded', 0.45, 'percentEncoded');
  return detected('percent-encoded', escapes >= 2 || /%20|%2[fF]|%3[aAdD]/.test(head) ? 0.8 : 0.65, 'percentEncoded');
};

const entity = /&(?:#\d{1,7}|#x[\da-f]{1,6}|[a-z][a-z\d]{1,31});/gi;

/** Text with `&amp;`, `&#39;`, `&#x27;` … entities. */
export const detectHtmlEntities: Detector = (text) => {
  const head = text.slice(0, 10_000);
  const entities = head.match(entity)?.length ?? 0;
  if (entities === 0) return undefined;
  // In a page, entities are part of its HTML.
  if (/<[a-z/!]/i.test(head)) return detected('html-entities', 0.4, 'htmlEntities');
  return detected('html-entities', 0.75, 'htmlEntities');
};
