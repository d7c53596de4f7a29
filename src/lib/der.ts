// A small reader and writer of DER (ITU-T X.690), the ASN.1 encoding of keys and certificates:
// enough to unwrap and wrap key structures without loading a whole ASN.1 library. Only what DER
// allows is read: one-byte tags and definite lengths.

import { concatBytes } from './bytes';

/** The universal tags the key formats use; constructed SEQUENCE carries bit 6 (0x20). */
export const derTag = {
  integer: 0x02,
  bitString: 0x03,
  octetString: 0x04,
  null: 0x05,
  oid: 0x06,
  sequence: 0x30,
} as const;

export interface DerElement {
  tag: number;
  /** The value, without tag and length (a view into the bytes read). */
  contents: Uint8Array;
  /** Where the element ends in the bytes read: the next element starts there. */
  end: number;
}

/** The element starting at `offset` in `bytes`; throws a SyntaxError on anything DER does not allow. */
export function readDerElement(bytes: Uint8Array, offset = 0): DerElement {
  if (offset + 2 > bytes.length) throw new SyntaxError('DER: truncated element');
  const tag = bytes[offset];
  if ((tag & 0x1f) === 0x1f) throw new SyntaxError('DER: multi-byte tags are not supported');
  let length = bytes[offset + 1];
  let start = offset + 2;
  if (length & 0x80) {
    const lengthBytes = length & 0x7f;
    // 0x80 is BER's indefinite length; four bytes already describe 4 GB.
    if (lengthBytes === 0 || lengthBytes > 4) throw new SyntaxError('DER: invalid length');
    if (start + lengthBytes > bytes.length) throw new SyntaxError('DER: truncated length');
    length = 0;
    for (let index = 0; index < lengthBytes; index++) length = length * 256 + bytes[start + index];
    start += lengthBytes;
  }
  const end = start + length;
  if (end > bytes.length) throw new SyntaxError('DER: element longer than its input');
  return { tag, contents: bytes.subarray(start, end), end };
}

/** The one element `bytes` holds; throws when bytes follow it. */
export function readDer(bytes: Uint8Array): DerElement {
  const element = readDerElement(bytes);
  if (element.end !== bytes.length) throw new SyntaxError('DER: bytes after the element');
  return element;
}

/** The elements inside a constructed element (a SEQUENCE's fields), in order. */
export function derChildren(element: DerElement): DerElement[] {
  const children: DerElement[] = [];
  for (let offset = 0; offset < element.contents.length;) {
    const child = readDerElement(element.contents, offset);
    children.push(child);
    offset = child.end;
  }
  return children;
}

function lengthBytes(length: number): Uint8Array {
  if (length < 0x80) return Uint8Array.of(length);
  const digits: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) digits.unshift(rest % 256);
  return Uint8Array.of(0x80 | digits.length, ...digits);
}

/** One element: tag, length, contents. */
export function derEncode(tag: number, contents: Uint8Array): Uint8Array<ArrayBuffer> {
  return concatBytes(Uint8Array.of(tag), lengthBytes(contents.length), contents);
}

export const derSequence = (...children: readonly Uint8Array[]) => derEncode(derTag.sequence, concatBytes(...children));

export const derOctetString = (bytes: Uint8Array) => derEncode(derTag.octetString, bytes);

export const derNull = () => derEncode(derTag.null, new Uint8Array(0));

/**
 * A non-negative INTEGER from a safe integer or from big-endian bytes (a magnitude, as a key's
 * modulus): leading zeros dropped, and a zero byte put back where the top bit would read as a sign.
 */
export function derInteger(value: number | Uint8Array): Uint8Array<ArrayBuffer> {
  let magnitude: Uint8Array;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError('DER: not a non-negative safe integer');
    const digits: number[] = [];
    for (let rest = value; rest > 0; rest = Math.floor(rest / 256)) digits.unshift(rest % 256);
    magnitude = Uint8Array.from(digits);
  } else {
    let first = 0;
    while (first < value.length && value[first] === 0) first++;
    magnitude = value.subarray(first);
  }
  const needsZero = magnitude.length === 0 || magnitude[0] & 0x80;
  return derEncode(derTag.integer, needsZero ? concatBytes(Uint8Array.of(0), magnitude) : magnitude);
}

/** An OBJECT IDENTIFIER from its dotted form (`1.2.840.113549.1.1.1`). */
export function derOid(dotted: string): Uint8Array<ArrayBuffer> {
  const arcs = dotted.split('.').map((arc) => (/^\d+$/.test(arc) ? Number(arc) : Number.NaN));
  const [first, second, ...rest] = arcs;
  if (arcs.length < 2 || arcs.some((arc) => !Number.isSafeInteger(arc)) || first > 2 || (first < 2 && second > 39))
    throw new SyntaxError(`DER: invalid object identifier "${dotted}"`);
  const out: number[] = [];
  for (const arc of [first * 40 + second, ...rest]) {
    // Base 128, most significant group first, every byte but the last with its top bit set.
    const groups = [arc % 128];
    for (let high = Math.floor(arc / 128); high > 0; high = Math.floor(high / 128)) groups.unshift((high % 128) | 0x80);
    out.push(...groups);
  }
  return derEncode(derTag.oid, Uint8Array.from(out));
}

/** The dotted form of an OBJECT IDENTIFIER's contents. */
export function oidToString(contents: Uint8Array): string {
  const arcs: number[] = [];
  let value = 0;
  for (let index = 0; index < contents.length; index++) {
    value = value * 128 + (contents[index] & 0x7f);
    if (!(contents[index] & 0x80)) {
      arcs.push(value);
      value = 0;
    }
  }
  if (arcs.length === 0 || contents[contents.length - 1] & 0x80)
    throw new SyntaxError('DER: invalid object identifier');
  const [head, ...rest] = arcs;
  const first = head < 40 ? 0 : head < 80 ? 1 : 2;
  return [first, head - first * 40, ...rest].join('.');
}
