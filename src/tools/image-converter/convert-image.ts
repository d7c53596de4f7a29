// Converting one image in the worker: decode (orientation applied), place on a canvas of the
// output's size, encode. Each step's failure is a message for the file's row.
import { message, type Message } from '../../lib/operation/message';
import type { Note } from '../../lib/operation/operation';
import { err, ok, type Result } from '../../lib/result';
import { decodeAvif, decodeWebp, encodeAvif, encodeWebp } from './codecs';
import { chosenIconSizes, type ConvertOptions, type OutputFormat } from './fields';
import {
  iconFile,
  inputNotes,
  largestIconOnly,
  maxFileBytes,
  sniffFormat,
  withMetadataChoice,
  type InputFormat,
} from './image-bytes';
import { iconPlacement, placement, type Placement, type Size } from './image-size';

/** A file to convert; an SVG comes as the page drew it (its picture at the drawn size). */
export type ImageSource =
  | { kind: 'file'; name: string; file: Blob }
  | { kind: 'svg'; name: string; size: number; source: Size; drawn: ImageBitmap; placed: Placement };

export interface Converted {
  input: { format: InputFormat; width: number; height: number; bytes: number };
  output: { format: OutputFormat; bytes: Uint8Array; width: number; height: number; sizes?: number[] };
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
    const placed = iconPlacement(picture, size);
    images.push({ size, png: await encodeCanvas(drawPlaced(picture, placed, undefined), 'png', 100) });
  }
  return iconFile(images);
}

/**
 * The picture, turned upright by its EXIF orientation: the browser's decoder (an icon's largest
 * image only), or jSquash's for a WebP or AVIF file the browser cannot read.
 */
async function decode(file: Blob, bytes: Uint8Array, format: InputFormat): Promise<ImageBitmap> {
  const options: ImageBitmapOptions = { imageOrientation: 'from-image', premultiplyAlpha: 'none' };
  const icon = format === 'ICO' ? largestIconOnly(bytes) : undefined;
  try {
    return await createImageBitmap(icon ? new Blob([icon as Uint8Array<ArrayBuffer>]) : file, options);
  } catch (error) {
    if (format !== 'WebP' && format !== 'AVIF') throw error;
    const pixels = format === 'WebP' ? await decodeWebp(bytes) : await decodeAvif(bytes);
    const data = new ImageData(pixels.data as Uint8ClampedArray<ArrayBuffer>, pixels.width, pixels.height);
    return createImageBitmap(data, options);
  }
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
      picture = await decode(source.file, bytes, format);
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
    return ok({ input, output: { format: 'ico', bytes: icon, width: 0, height: 0, sizes: [...sizes] }, notes });
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
  const kept = withMetadataChoice(output, { bytes, format: input.format }, opaque, options.removeMetadata);
  if (kept.note) notes.push(kept.note);
  return ok({
    input,
    output: { format: options.format, bytes: kept.output, width: canvas.width, height: canvas.height },
    notes,
  });
}
