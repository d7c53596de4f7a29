// Finds the signature dictionaries of a PDF in its raw bytes, in file order. A signature's
// /ByteRange [a b c d] names the signed bytes: [a, a+b) and [c, c+d); the gap between them is
// exactly its /Contents hex string, the CMS blob. So the bytes themselves are enough, without
// reading the cross-reference tables (which incremental updates and broken files make unreliable).
import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';
import { parsePdfObject, type PdfDictionary, type PdfValue } from './pdf-objects';
import { decodePdfTextString, parsePdfDate } from './pdf-text';

export type ByteRange = readonly [number, number, number, number];

export interface SignatureDictionary {
  byteRange: ByteRange;
  /** The DER of the CMS SignedData, usually followed by zero padding. */
  contents: Uint8Array;
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
  /** From /M: the signer's own clock, not proven by anything. */
  signingTime: Date | undefined;
  subFilter: string;
}

/** A signature dictionary, or why one that looks signed cannot be read. */
export type FoundSignature = Result<SignatureDictionary, Message>;

const encoder = new TextEncoder();
const byteRangeKey = encoder.encode('/ByteRange');
const dictionaryStart = encoder.encode('<<');
// How far back from /ByteRange (or its /Contents) the start of its dictionary is looked for.
const dictionarySearchBytes = 64 * 1024;
const dictionaryCandidates = 64;

function indexOf(bytes: Uint8Array, pattern: Uint8Array, from: number): number {
  const first = pattern[0];
  for (let index = bytes.indexOf(first, from); index >= 0; index = bytes.indexOf(first, index + 1)) {
    if (index + pattern.length > bytes.length) return -1;
    let matches = true;
    for (let offset = 1; offset < pattern.length && matches; offset++)
      matches = bytes[index + offset] === pattern[offset];
    if (matches) return index;
  }
  return -1;
}

function lastIndexOf(bytes: Uint8Array, pattern: Uint8Array, before: number): number {
  for (let index = Math.min(before, bytes.length - pattern.length); index >= 0; index--) {
    let matches = true;
    for (let offset = 0; offset < pattern.length && matches; offset++)
      matches = bytes[index + offset] === pattern[offset];
    if (matches) return index;
  }
  return -1;
}

function byteRangeOf(value: PdfValue | undefined): ByteRange | undefined {
  if (value?.type !== 'array' || value.items.length !== 4) return undefined;
  const numbers = value.items.map((item) =>
    item.type === 'number' && Number.isSafeInteger(item.value) ? item.value : -1,
  );
  return numbers.every((number) => number >= 0) ? (numbers as unknown as ByteRange) : undefined;
}

/** The /ByteRange array right after the key at `keyOffset`; undefined for placeholders and the like. */
function readByteRange(bytes: Uint8Array, keyOffset: number): ByteRange | undefined {
  try {
    return byteRangeOf(parsePdfObject(bytes, keyOffset + byteRangeKey.length, keyOffset + 4096).value);
  } catch {
    return undefined;
  }
}

const sameRange = (a: ByteRange, b: ByteRange) => a.every((value, index) => value === b[index]);

/**
 * The dictionary holding the /ByteRange key at `keyOffset`: the nearest `<<` before it that opens a
 * dictionary reaching past the key, with that same byte range. Undefined when there is none.
 */
function enclosingDictionary(bytes: Uint8Array, keyOffset: number, byteRange: ByteRange, searchFrom: number) {
  const lowest = Math.max(0, searchFrom - dictionarySearchBytes);
  let candidate = searchFrom;
  for (let tries = 0; tries < dictionaryCandidates; tries++) {
    candidate = lastIndexOf(bytes, dictionaryStart, candidate - 1);
    if (candidate < lowest) return undefined;
    try {
      const { value, end } = parsePdfObject(bytes, candidate);
      const range = value.type === 'dictionary' ? byteRangeOf(value.entries.get('ByteRange')) : undefined;
      if (end > keyOffset && range && sameRange(range, byteRange)) return value as PdfDictionary;
    } catch {
      // Not a dictionary start after all (inside a string, say): try the previous one.
    }
  }
  return undefined;
}

function text(dictionary: PdfDictionary | undefined, key: string): string {
  const value = dictionary?.entries.get(key);
  return value?.type === 'string' ? decodePdfTextString(value.bytes) : '';
}

function nameOf(dictionary: PdfDictionary | undefined, key: string): string {
  const value = dictionary?.entries.get(key);
  return value?.type === 'name' ? value.name : '';
}

/** The hex string filling the gap between the two signed ranges, decoded; undefined if it is not one. */
function gapContents(bytes: Uint8Array, [start, length, gapEnd]: ByteRange): Uint8Array | undefined {
  const gapStart = start + length;
  if (bytes[gapStart] !== 0x3c || bytes[gapEnd - 1] !== 0x3e) return undefined;
  try {
    const { value, end } = parsePdfObject(bytes, gapStart, gapEnd);
    return value.type === 'string' && end === gapEnd ? value.bytes : undefined;
  } catch {
    return undefined;
  }
}

function fitsFile(bytes: Uint8Array, [start, length, secondStart, secondLength]: ByteRange): boolean {
  return start + length < secondStart && secondStart + secondLength <= bytes.length;
}

function readSignature(bytes: Uint8Array, keyOffset: number, byteRange: ByteRange): FoundSignature | undefined {
  const searchFrom = Math.min(keyOffset, byteRange[0] + byteRange[1]);
  const dictionary = enclosingDictionary(bytes, keyOffset, byteRange, searchFrom);
  const contents = fitsFile(bytes, byteRange) ? gapContents(bytes, byteRange) : undefined;
  if (!contents) {
    // A dictionary that looks like a signature but whose range points nowhere: report it; stray
    // "/ByteRange" text outside any such dictionary is not a signature at all.
    const looksSigned = dictionary && (dictionary.entries.has('Contents') || nameOf(dictionary, 'Type') === 'Sig');
    return looksSigned ? err(message('unreadable.byteRange')) : undefined;
  }
  return ok({
    byteRange,
    contents,
    name: text(dictionary, 'Name'),
    reason: text(dictionary, 'Reason'),
    location: text(dictionary, 'Location'),
    contactInfo: text(dictionary, 'ContactInfo'),
    signingTime: parsePdfDate(text(dictionary, 'M')),
    subFilter: nameOf(dictionary, 'SubFilter'),
  });
}

/**
 * Every signature of the PDF, in file order (incremental updates append later signatures). A
 * placeholder not signed yet (its /ByteRange still holds no numbers) is no signature. A signature
 * whose parts cannot be located is reported as unreadable, in its place.
 */
export function findSignatures(bytes: Uint8Array): FoundSignature[] {
  const found: FoundSignature[] = [];
  const seenRanges: ByteRange[] = [];
  for (let key = indexOf(bytes, byteRangeKey, 0); key >= 0; key = indexOf(bytes, byteRangeKey, key + 1)) {
    const byteRange = readByteRange(bytes, key);
    // A later revision may write the same signature dictionary again.
    if (!byteRange || seenRanges.some((seen) => sameRange(seen, byteRange))) continue;
    const signature = readSignature(bytes, key, byteRange);
    if (!signature) continue;
    seenRanges.push(byteRange);
    found.push(signature);
  }
  return found;
}
