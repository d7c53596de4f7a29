// The operation outside a browser: one image in, one image out, as the page converts it, with
// jSquash's codecs in place of the browser's decoders and canvas (see node-codecs.ts). SVG needs a
// document, and GIF, BMP and ICO a decoder we do not carry: those ask for the page.
import { message } from '../../lib/operation/message';
import type { Note, OperationResult } from '../../lib/operation/operation';
import { err, ok } from '../../lib/result';
import { chosenIconSizes, type ConvertOptions } from './fields';
import { iconFile, inputNotes, jpegOrientation, maxFileBytes, sniffFormat, withMetadataChoice } from './image-bytes';
import { iconPlacement, placement } from './image-size';
import { decodeImage, encodeImage, resizePixels } from './node-codecs';
import { compose, orient, type Pixels } from './pixels';

async function iconOf(picture: Pixels, sizes: readonly number[]): Promise<Uint8Array> {
  const images = [];
  for (const size of sizes) {
    const placed = iconPlacement(picture, size);
    const drawn = await resizePixels(picture, placed.drawn.width, placed.drawn.height);
    images.push({ size, png: await encodeImage(compose(drawn, placed), { format: 'png' }) });
  }
  return iconFile(images);
}

/** Converts one image's bytes by the page's options, or says why it cannot. */
export async function convertBytes(bytes: Uint8Array, options: ConvertOptions): Promise<OperationResult<Uint8Array>> {
  if (bytes.length > maxFileBytes) return err(message('errors.fileTooLarge'));
  const format = sniffFormat(bytes);
  if (format === undefined) return err(message('errors.unreadable'));
  if (format === 'SVG' || format === 'GIF' || format === 'BMP' || format === 'ICO')
    return err(message('errors.needsBrowser'));
  const sizes = chosenIconSizes(options.iconSizes);
  if (options.format === 'ico' && sizes.length === 0) return err(message('errors.noIconSize'));

  let picture: Pixels;
  try {
    picture = await decodeImage(format, bytes);
  } catch {
    return err(message('errors.unreadable'));
  }
  if (format === 'JPEG') picture = orient(picture, jpegOrientation(bytes));
  const notes: Note[] = inputNotes(bytes, format, options.removeMetadata);
  const answer = (output: Uint8Array): OperationResult<Uint8Array> =>
    notes.length > 0 ? { ...ok(output), notes } : ok(output);

  if (options.format === 'ico') return answer(await iconOf(picture, sizes));
  const placed = placement(picture, options);
  if (!placed.ok) return placed;
  const { drawn } = placed.value;
  const resized = await resizePixels(picture, drawn.width, drawn.height);
  const opaque = options.format === 'jpeg';
  const composed = compose(resized, placed.value, opaque ? options.background : undefined);
  const encoded = await encodeImage(
    composed,
    options.format === 'png'
      ? { format: 'png' }
      : options.format === 'webp'
        ? { format: 'webp', quality: options.quality, lossless: options.lossless }
        : { format: options.format, quality: options.quality },
  );
  const kept = withMetadataChoice(encoded, { bytes, format }, opaque, options.removeMetadata);
  if (kept.note) notes.push(kept.note);
  return answer(kept.output);
}
