import { crc32, deflateSync } from 'node:zlib';
import type { Locator } from '@playwright/test';
import { decodeQrPixels } from '../src/lib/qr/decode-qr';
import { qrColors } from '../src/lib/qr/qr-colors';
import { encodeQr } from '../src/lib/qr/qr-matrix';
import { rasterizeQr } from '../src/lib/qr/qr-raster';

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

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** RGBA pixels as a PNG file. */
export function pngFile(rgba: Uint8ClampedArray, width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) rows.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG of the QR code of `text`, `pixels` wide, in the given colours (black on white by default). */
export function qrPngFile(text: string, pixels = 300, foreground = '#000000ff', background = '#ffffffff'): Buffer {
  const matrix = encodeQr(text);
  if (!matrix) throw new Error('too long for a QR code');
  return pngFile(rasterizeQr(matrix, pixels, qrColors(foreground, background)), pixels, pixels);
}
