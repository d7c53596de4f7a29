// What an image file's bytes say before it is decoded: its format, the metadata it carries, whether
// it is animated, an icon's sizes; and the icon file we write.
import type { Note } from '../../lib/operation/operation';
import { message } from '../../lib/operation/message';

/** The largest file the tool reads (50 MB). */
export const maxFileBytes = 50 * 1024 * 1024;

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
const exifHasGps = (tiff: Uint8Array) => firstDirectory(tiff).entries.some(({ tag }) => tag === 0x8825);

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

/** The first directory's entries of an EXIF block (after its `Exif\0\0`): each tag and where its value is. */
function firstDirectory(tiff: Uint8Array): { little: boolean; entries: { tag: number; value: number }[] } {
  const little = ascii(tiff, 0, 2) === 'II';
  if (tiff.length < 8) return { little, entries: [] };
  const data = view(tiff);
  const ifd = data.getUint32(4, little);
  const count = ifd + 2 <= tiff.length ? data.getUint16(ifd, little) : 0;
  const entries = [];
  for (let entry = 0; entry < count; entry++) {
    const at = ifd + 2 + entry * 12;
    if (at + 12 > tiff.length) break;
    entries.push({ tag: data.getUint16(at, little), value: at + 8 });
  }
  return { little, entries };
}

/** A JPEG's EXIF orientation (1 to 8; 1 when it says none). */
export function jpegOrientation(bytes: Uint8Array): number {
  const exif = inspectJpeg(bytes).exif;
  if (!exif) return 1;
  const tiff = exif.subarray(6);
  const { little, entries } = firstDirectory(tiff);
  const entry = entries.find(({ tag }) => tag === 0x0112);
  const value = entry ? view(tiff).getUint16(entry.value, little) : 1;
  return value >= 1 && value <= 8 ? value : 1;
}

/** The EXIF block of a JPEG with its orientation set to 1 (the pixels are turned already), or undefined. */
export function jpegExifUpright(bytes: Uint8Array): Uint8Array | undefined {
  const exif = inspectJpeg(bytes).exif;
  if (!exif) return undefined;
  const copy = Uint8Array.from(exif);
  const tiff = copy.subarray(6);
  const { little, entries } = firstDirectory(tiff);
  for (const { tag, value } of entries) if (tag === 0x0112) view(tiff).setUint16(value, 1, little);
  return copy;
}

/** A JPEG with `exif` (an APP1 body) put after its start marker and its JFIF segment, if any. */
export function withExif(jpeg: Uint8Array, exif: Uint8Array): Uint8Array {
  const hasJfif = jpeg[2] === 0xff && jpeg[3] === 0xe0 && jpeg.length > 6;
  const at = hasJfif ? 4 + ((jpeg[4] << 8) | jpeg[5]) : 2;
  const segment = new Uint8Array(4 + exif.length);
  segment.set([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff]);
  segment.set(exif, 4);
  const out = new Uint8Array(jpeg.length + segment.length);
  out.set(jpeg.subarray(0, at));
  out.set(segment, at);
  out.set(jpeg.subarray(at), at + segment.length);
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

/**
 * The output, with the input's EXIF (orientation reset) when metadata is to be kept and both are
 * JPEG, and what the row says of it: kept, or that only JPEG to JPEG can keep it.
 */
export function withMetadataChoice(
  output: Uint8Array,
  input: { bytes: Uint8Array | undefined; format: InputFormat },
  outputIsJpeg: boolean,
  removeMetadata: boolean,
): { output: Uint8Array; note?: Note } {
  if (removeMetadata) return { output };
  if (input.format !== 'JPEG' || !outputIsJpeg) return { output, note: message('notes.metadataOnlyJpeg') };
  const exif = input.bytes && jpegExifUpright(input.bytes);
  return exif ? { output: withExif(output, exif), note: message('notes.exifKept') } : { output };
}

/**
 * An icon file of its largest image only (by pixels, then colour depth), so that a decoder has
 * no choice to make: some take the first or the best for a screen, not the largest.
 */
export function largestIconOnly(bytes: Uint8Array): Uint8Array | undefined {
  const data = view(bytes);
  let best: { at: number; pixels: number; depth: number } | undefined;
  for (const [index, entry] of iconEntries(bytes).entries()) {
    const at = 6 + index * 16;
    const pixels = entry.width * entry.height;
    const depth = data.getUint16(at + 6, true);
    if (!best || pixels > best.pixels || (pixels === best.pixels && depth > best.depth)) best = { at, pixels, depth };
  }
  if (!best) return undefined;
  const length = data.getUint32(best.at + 8, true);
  const offset = data.getUint32(best.at + 12, true);
  if (offset + length > bytes.length) return undefined;
  const out = new Uint8Array(22 + length);
  out.set(bytes.subarray(0, 4));
  view(out).setUint16(4, 1, true);
  out.set(bytes.subarray(best.at, best.at + 12), 6);
  view(out).setUint32(18, 22, true);
  out.set(bytes.subarray(offset, offset + length), 22);
  return out;
}
