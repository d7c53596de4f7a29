import type { QrColors } from './qr-colors';
import type { QrMatrix } from './qr-matrix';
import { rasterizeQr } from './qr-raster';

/** The side of a downloaded or shown code, in pixels, the quiet zone included. */
export const qrPngPixels = 1024;

/**
 * The code as a PNG file, `pixels` wide. Encoded off the main thread by the browser
 * (OffscreenCanvas); rejects where there is none.
 */
export async function qrPngBlob(matrix: QrMatrix, colors: QrColors, pixels = qrPngPixels): Promise<Blob> {
  if (typeof OffscreenCanvas === 'undefined') throw new Error('This browser cannot draw images off screen.');
  const canvas = new OffscreenCanvas(pixels, pixels);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images off screen.');
  context.putImageData(new ImageData(rasterizeQr(matrix, pixels, colors), pixels, pixels), 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}
