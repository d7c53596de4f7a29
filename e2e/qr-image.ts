import { crc32, deflateSync } from 'node:zlib';
import type { Locator } from '@playwright/test';
import { decodeQrPixels } from '../src/lib/qr/decode-qr';
import { qrColors } from '../src/lib/qr/qr-colors';
import { encodeQr } from '../src/lib/qr/qr-matrix';
import { rasterizeQr } from '../src/lib/qr/qr-raster';

/**
 * What a QR reader (jsQR) reads in the code shown on the page, an inline SVG, drawn for the reader
 * at `pixels` wide as a browser draws it.
 */
export async function readShownQr(image: Locator, pixels = 1024): Promise<string | undefined> {
  const base64 = await image.evaluate(async (element, size) => {
    const copy = element.cloneNode(true) as SVGSVGElement;
    copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
    copy.setAttribute('width', String(size));
    copy.setAttribute('height', String(size));
    const picture = new Image();
    picture.src = `data:image/svg+xml,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.drawImage(picture, 0, 0);
    const { data } = context.getImageData(0, 0, size, size);
    let binary = '';
    for (let start = 0; start < data.length; start += 0x8000) {
      binary += String.fromCharCode(...data.subarray(start, start + 0x8000));
    }
    return btoa(binary);
  }, pixels);
  const bytes = Buffer.from(base64, 'base64');
  return decodeQrPixels(new Uint8ClampedArray(bytes.buffer, bytes.byteOffset, bytes.length), pixels, pixels);
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
