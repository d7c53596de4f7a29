// What an image file's bytes say before it is decoded: its format, the metadata it carries, whether
// it is animated, an icon's sizes; and the icon file we write.
import type { Note } from '../../lib/operation/operation';
import { message } from '../../lib/operation/message';

export const inputFormats = ['PNG', 'JPEG', 'WebP', 'AVIF', 'GIF', 'BMP', 'SVG', 'ICO'] as const;
export type InputFormat = (typeof inputFormats)[number];

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** The format the bytes are in, by their first bytes; undefined for anything else. */
export function sniffFormat(bytes: Uint8Array): InputFormat | undefined {
  if (bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG') return 'PNG';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'JPEG';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'GIF';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'WebP';
  if (ascii(bytes, 0, 2) === 'BM') return 'BMP';
  if (bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 1 && bytes[3] === 0 && bytes.length > 6) return 'ICO';
  if (ascii(bytes, 4, 4) === 'ftyp' && /avi[fs]/.test(ascii(bytes, 8, 24))) return 'AVIF';
  const head = new TextDecoder().decode(bytes.subarray(0, 2048));
  if (/^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head)) return 'SVG';
  return undefined;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Whether the EXIF block (a TIFF structure) names a GPS directory in its first directory. */
function exifHasGps(tiff: Uint8Array): boolean {
  if (tiff.length < 8) return false;
  const little = ascii(tiff, 0, 2) === 'II';
  const data = view(tiff);
  const ifd = data.getUint32(4, little);
  if (ifd + 2 > tiff.length) return false;
  const count = data.getUint16(ifd, little);
  for (let entry = 0; entry < count; entry++) {
    const at = ifd + 2 + entry * 12;
    if (at + 2 > tiff.length) return false;
    if (data.getUint16(at, little) === 0x8825) return true;
  }
  return false;
}

interface Inspection {
  metadata: boolean;
  gps: boolean;
  animated: boolean;
  /** The EXIF block of a JPEG (its APP1 segment's body), to keep when asked. */
  exif?: Uint8Array;
}

function inspectJpeg(bytes: Uint8Array): Inspection {
  const found: Inspection = { metadata: false, gps: false, animated: false };
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    if (marker === 0xda || marker === 0xd9) break;
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    const body = bytes.subarray(at + 4, at + 2 + length);
    if (marker === 0xe1 && ascii(body, 0, 6) === 'Exif\0\0') {
      found.metadata = true;
      found.exif = body;
      found.gps ||= exifHasGps(body.subarray(6));
    } else if (marker === 0xe1 || marker === 0xed || (marker === 0xe2 && ascii(body, 0, 11) === 'ICC_PROFILE')) {
      found.metadata = true;
    }
    at += 2 + length;
  }
  return found;
}

function inspectPng(bytes: Uint8Array): Inspection {
  const found: Inspection = { metadata: false, gps: false, animated: false };
  const data = view(bytes);
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = data.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    if (['tEXt', 'zTXt', 'iTXt', 'eXIf', 'iCCP'].includes(type)) found.metadata = true;
    if (type === 'acTL') found.animated = true;
    if (type === 'IEND') break;
    at += 12 + length;
  }
  return found;
}

function inspectWebp(bytes: Uint8Array): Inspection {
  const found: Inspection = { metadata: false, gps: false, animated: false };
  const data = view(bytes);
  for (let at = 12; at + 8 <= bytes.length;) {
    const type = ascii(bytes, at, 4);
    const length = data.getUint32(at + 4, true);
    if (type === 'EXIF' || type === 'XMP ' || type === 'ICCP') found.metadata = true;
    if (type === 'ANIM') found.animated = true;
    at += 8 + length + (length % 2);
  }
  return found;
}

/** How many frames a GIF has, up to two (enough to know it is animated). */
function gifFrames(bytes: Uint8Array): number {
  let at = 13;
  if (bytes[10] & 0x80) at += 3 * 2 ** ((bytes[10] & 7) + 1);
  const skipSubBlocks = () => {
    while (at < bytes.length && bytes[at] !== 0) at += bytes[at] + 1;
    at += 1;
  };
  let frames = 0;
  while (at < bytes.length && frames < 2) {
    const block = bytes[at];
    if (block === 0x21) {
      at += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      frames += 1;
      const packed = bytes[at + 9];
      at += 10;
      if (packed & 0x80) at += 3 * 2 ** ((packed & 7) + 1);
      at += 1;
      skipSubBlocks();
    } else break;
  }
  return frames;
}

export interface IconEntry {
  width: number;
  height: number;
}

/** The sizes an icon file holds, from its directory. */
export function iconEntries(bytes: Uint8Array): IconEntry[] {
  if (bytes.length < 6) return [];
  const data = view(bytes);
  const count = data.getUint16(4, true);
  const entries: IconEntry[] = [];
  for (let index = 0; index < count && 6 + index * 16 + 16 <= bytes.length; index++) {
    const at = 6 + index * 16;
    entries.push({ width: bytes[at] || 256, height: bytes[at + 1] || 256 });
  }
  return entries;
}

/** What the row says of an input before converting it: metadata removed, animation, an icon's sizes. */
export function inputNotes(bytes: Uint8Array, format: InputFormat, removeMetadata: boolean): Note[] {
  const inspection =
    format === 'JPEG'
      ? inspectJpeg(bytes)
      : format === 'PNG'
        ? inspectPng(bytes)
        : format === 'WebP'
          ? inspectWebp(bytes)
          : { metadata: false, gps: false, animated: format === 'GIF' && gifFrames(bytes) > 1 };
  const notes: Note[] = [];
  if (inspection.metadata && removeMetadata)
    notes.push(message(inspection.gps ? 'notes.metadataGps' : 'notes.metadata'));
  if (inspection.animated) notes.push(message('notes.animated'));
  if (format === 'ICO') {
    const entries = iconEntries(bytes);
    if (entries.length > 1) {
      const largest = entries.reduce((best, entry) =>
        entry.width * entry.height > best.width * best.height ? entry : best,
      );
      notes.push(message('notes.icon', { count: entries.length, width: largest.width, height: largest.height }));
    }
  }
  return notes;
}

/** The EXIF block of a JPEG with its orientation set to 1 (the pixels are turned already), or undefined. */
export function jpegExifUpright(bytes: Uint8Array): Uint8Array | undefined {
  const exif = inspectJpeg(bytes).exif;
  if (!exif) return undefined;
  const copy = Uint8Array.from(exif);
  const tiff = copy.subarray(6);
  const little = ascii(tiff, 0, 2) === 'II';
  const data = view(tiff);
  const ifd = data.getUint32(4, little);
  const count = ifd + 2 <= tiff.length ? data.getUint16(ifd, little) : 0;
  for (let entry = 0; entry < count; entry++) {
    const at = ifd + 2 + entry * 12;
    if (at + 10 <= tiff.length && data.getUint16(at, little) === 0x0112) data.setUint16(at + 8, 1, little);
  }
  return copy;
}

/** A JPEG with `exif` (an APP1 body) put right after its start marker. */
export function withExif(jpeg: Uint8Array, exif: Uint8Array): Uint8Array {
  const segment = new Uint8Array(4 + exif.length);
  segment.set([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff]);
  segment.set(exif, 4);
  const out = new Uint8Array(jpeg.length + segment.length);
  out.set(jpeg.subarray(0, 2));
  out.set(segment, 2);
  out.set(jpeg.subarray(2), 2 + segment.length);
  return out;
}

/** An icon file of square PNG images (Windows Vista and later): a header, a directory, the images. */
export function iconFile(images: readonly { size: number; png: Uint8Array }[]): Uint8Array {
  const headerLength = 6 + 16 * images.length;
  const out = new Uint8Array(headerLength + images.reduce((total, image) => total + image.png.length, 0));
  const data = view(out);
  data.setUint16(2, 1, true);
  data.setUint16(4, images.length, true);
  let offset = headerLength;
  images.forEach(({ size, png }, index) => {
    const at = 6 + index * 16;
    out[at] = size >= 256 ? 0 : size;
    out[at + 1] = size >= 256 ? 0 : size;
    data.setUint16(at + 4, 1, true);
    data.setUint16(at + 6, 32, true);
    data.setUint32(at + 8, png.length, true);
    data.setUint32(at + 12, offset, true);
    out.set(png, offset);
    offset += png.length;
  });
  return out;
}
