// Converting one image in the worker: decode (orientation applied), place on a canvas of the
// output's size, encode. Each step's failure is a message for the file's row.
import { message, type Message } from '../../lib/operation/message';
import type { Note } from '../../lib/operation/operation';
import { err, ok, type Result } from '../../lib/result';
import { encodeAvif, encodeWebp } from './codecs';
import { chosenIconSizes, type ConvertOptions } from './fields';
import { iconFile, inputNotes, jpegExifUpright, sniffFormat, withExif, type InputFormat } from './image-bytes';
import { placement, type Placement, type Size } from './image-size';

export const maxFileBytes = 50 * 1024 * 1024;

/** A file to convert; an SVG comes as the page drew it (its picture at the drawn size). */
export type ImageSource =
  | { kind: 'file'; name: string; file: Blob }
  | { kind: 'svg'; name: string; size: number; source: Size; drawn: ImageBitmap; placed: Placement };

export interface Converted {
  input: { format: InputFormat; width: number; height: number; bytes: number };
  output: { bytes: Uint8Array; width: number; height: number; sizes?: number[] };
  notes: Note[];
}

const mimeTypes = { png: 'image/png', jpeg: 'image/jpeg' } as const;

async function encodeCanvas(canvas: OffscreenCanvas, type: 'png' | 'jpeg', quality: number): Promise<Uint8Array> {
  const blob = await canvas.convertToBlob({ type: mimeTypes[type], quality: quality / 100 });
  // A canvas asked for a format it cannot write gives PNG without a word.
  if (blob.type !== mimeTypes[type]) throw new Error(`The canvas wrote ${blob.type}, not ${mimeTypes[type]}`);
  return new Uint8Array(await blob.arrayBuffer());
}

function drawPlaced(picture: CanvasImageSource, placed: Placement, background: string | undefined): OffscreenCanvas {
  const canvas = new OffscreenCanvas(placed.canvas.width, placed.canvas.height);
  const context = canvas.getContext('2d')!;
  if (background) {
    context.fillStyle = background;
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(picture, placed.x, placed.y, placed.drawn.width, placed.drawn.height);
  return canvas;
}

async function iconOf(picture: ImageBitmap, sizes: readonly number[]): Promise<Uint8Array> {
  const images = [];
  for (const size of sizes) {
    const scale = Math.min(size / picture.width, size / picture.height);
    const drawn = {
      width: Math.max(1, Math.round(picture.width * scale)),
      height: Math.max(1, Math.round(picture.height * scale)),
    };
    const placed = {
      canvas: { width: size, height: size },
      drawn,
      x: Math.round((size - drawn.width) / 2),
      y: Math.round((size - drawn.height) / 2),
    };
    images.push({ size, png: await encodeCanvas(drawPlaced(picture, placed, undefined), 'png', 100) });
  }
  return iconFile(images);
}

/** Converts one image, or says why it could not. */
export async function convertImage(source: ImageSource, options: ConvertOptions): Promise<Result<Converted, Message>> {
  const sizes = chosenIconSizes(options.iconSizes);
  if (options.format === 'ico' && sizes.length === 0) return err(message('errors.noIconSize'));
  let picture: ImageBitmap;
  let placed: Placement;
  let input: Converted['input'];
  let notes: Note[] = [];
  let bytes: Uint8Array | undefined;
  if (source.kind === 'svg') {
    picture = source.drawn;
    placed = { ...source.placed, drawn: source.placed.drawn };
    input = { format: 'SVG', ...source.source, bytes: source.size };
  } else {
    if (source.file.size > maxFileBytes) return err(message('errors.fileTooLarge'));
    bytes = new Uint8Array(await source.file.arrayBuffer());
    const format = sniffFormat(bytes);
    if (!format || format === 'SVG') return err(message('errors.unreadable'));
    try {
      picture = await createImageBitmap(source.file, { imageOrientation: 'from-image', premultiplyAlpha: 'none' });
    } catch {
      return err(message('errors.unreadable'));
    }
    const where = placement({ width: picture.width, height: picture.height }, options);
    if (!where.ok) return where;
    placed = where.value;
    input = { format, width: picture.width, height: picture.height, bytes: source.file.size };
    notes = inputNotes(bytes, format, options.removeMetadata);
  }

  if (options.format === 'ico') {
    const icon = await iconOf(picture, sizes);
    return ok({ input, output: { bytes: icon, width: 0, height: 0, sizes: [...sizes] }, notes });
  }
  const opaque = options.format === 'jpeg';
  const canvas = drawPlaced(picture, placed, opaque ? options.background : undefined);
  let output: Uint8Array;
  if (options.format === 'png' || options.format === 'jpeg') {
    output = await encodeCanvas(canvas, options.format, options.quality);
  } else {
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    output =
      options.format === 'webp'
        ? await encodeWebp(pixels, { quality: options.quality, lossless: options.lossless })
        : await encodeAvif(pixels, { quality: options.quality });
  }
  if (!options.removeMetadata) {
    const exif = input.format === 'JPEG' && options.format === 'jpeg' && bytes ? jpegExifUpright(bytes) : undefined;
    if (exif) {
      output = withExif(output, exif);
      notes.push(message('notes.exifKept'));
    } else notes.push(message('notes.metadataOnlyJpeg'));
  }
  return ok({ input, output: { bytes: output, width: canvas.width, height: canvas.height }, notes });
}
