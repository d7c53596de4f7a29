import type { Locator } from '@playwright/test';
import { decodeQrPixels } from '../src/lib/qr/decode-qr';

/** The shown picture's pixel size and what a QR reader (jsQR) reads in it. */
export async function readShownQr(image: Locator): Promise<{ width: number; height: number; text?: string }> {
  const { width, height, base64 } = await image.evaluate(async (element) => {
    const picture = element as HTMLImageElement;
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = picture.naturalWidth;
    canvas.height = picture.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.drawImage(picture, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let binary = '';
    for (let start = 0; start < data.length; start += 0x8000) {
      binary += String.fromCharCode(...data.subarray(start, start + 0x8000));
    }
    return { width: canvas.width, height: canvas.height, base64: btoa(binary) };
  });
  const bytes = Buffer.from(base64, 'base64');
  const pixels = new Uint8ClampedArray(bytes.buffer, bytes.byteOffset, bytes.length);
  return { width, height, text: decodeQrPixels(pixels, width, height) };
}
