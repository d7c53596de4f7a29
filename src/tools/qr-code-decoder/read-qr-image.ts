// Runs in the decoder's worker: the image is decoded, scaled and scanned off the main thread.
import { decodeQrPixels } from '../../lib/qr/decode-qr';

/** Longer sides are scaled down to this before scanning: enough for any code a photo holds. */
export const maxScannedSide = 2000;

export type QrImageReading = { kind: 'found'; text: string } | { kind: 'no-code' } | { kind: 'unreadable' };

/** The size an image is scanned at: its own, or scaled down so its longest side is `maxScannedSide`. */
export function scannedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, maxScannedSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The text of the first QR code in an image file (PNG, JPEG, GIF, WebP, BMP). */
export async function readQrImage(image: Blob): Promise<QrImageReading> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(image);
  } catch {
    return { kind: 'unreadable' };
  }
  const { width, height } = scannedSize(bitmap.width, bitmap.height);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return { kind: 'unreadable' };
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const text = decodeQrPixels(context.getImageData(0, 0, width, height).data, width, height);
  return text === undefined ? { kind: 'no-code' } : { kind: 'found', text };
}
