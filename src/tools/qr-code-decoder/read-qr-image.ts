// Runs in the decoder's worker (and in the operation, wherever it runs): the image is decoded,
// scaled and scanned off the main thread.
import { failure } from '../../lib/operation/message';
import type { OperationResult } from '../../lib/operation/operation';
import { decodeQrPixels } from '../../lib/qr/decode-qr';
import { ok } from '../../lib/result';

/** Longer sides are scaled down to this before scanning: enough for any code a photo holds. */
export const maxScannedSide = 2000;

/** The size an image is scanned at: its own, or scaled down so its longest side is `maxScannedSide`. */
export function scannedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, maxScannedSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

// The few browser imaging calls this needs, named here so that the operation type-checks without
// the DOM library; outside a browser they are absent and every file reads as unreadable.
interface Bitmap {
  width: number;
  height: number;
  close(): void;
}
interface Context2d {
  drawImage(image: Bitmap, x: number, y: number, width: number, height: number): void;
  getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray };
}
interface Imaging {
  createImageBitmap(image: Blob): Promise<Bitmap>;
  OffscreenCanvas: new (
    width: number,
    height: number,
  ) => { getContext(type: '2d', options: { willReadFrequently: boolean }): Context2d | null };
}
const browser = globalThis as unknown as Partial<Imaging>;

/**
 * The text of the first QR code in an image file (PNG, JPEG, GIF, WebP, BMP), or why there is none:
 * `errors.noCode`, or `errors.unreadable` for a file that is no image (or no browser to read it).
 */
export async function readQrImage(image: Blob): Promise<OperationResult<string>> {
  const { OffscreenCanvas } = browser;
  if (!browser.createImageBitmap || !OffscreenCanvas) return failure('errors.unreadable');
  let bitmap: Bitmap;
  try {
    bitmap = await browser.createImageBitmap(image);
  } catch {
    return failure('errors.unreadable');
  }
  const { width, height } = scannedSize(bitmap.width, bitmap.height);
  const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  if (!context) return failure('errors.unreadable');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const text = decodeQrPixels(context.getImageData(0, 0, width, height).data, width, height);
  return text === undefined ? failure('errors.noCode') : ok(text);
}
