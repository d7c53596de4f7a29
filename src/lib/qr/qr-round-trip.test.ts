import { describe, expect, it } from 'vitest';
import { decodeQrPixels } from './decode-qr';
import { qrColors } from './qr-colors';
import { encodeQr, qrErrorLevels, type QrErrorLevel, type QrMatrix } from './qr-matrix';
import { rasterizeQr } from './qr-raster';

/** What a camera would read from the code drawn `pixels` wide. */
function readBack(
  text: string,
  pixels: number,
  colors = qrColors('#000000ff', '#ffffffff'),
  level: QrErrorLevel = 'medium',
) {
  const matrix = encodeQr(text, level) as QrMatrix;
  return decodeQrPixels(rasterizeQr(matrix, pixels, colors), pixels, pixels);
}

describe('rasterizeQr', () => {
  it('fills the whole square, quiet zone in the background colour', () => {
    const matrix = encodeQr('hello') as QrMatrix;
    const pixels = rasterizeQr(matrix, 290, qrColors('#ff0000ff', '#00ff0080'));
    expect(pixels).toHaveLength(290 * 290 * 4);
    expect([...pixels.slice(0, 4)]).toEqual([0, 255, 0, 128]);
    // The finder pattern's corner, 4 modules (of 10 px) in.
    expect([...pixels.slice((40 * 290 + 40) * 4, (40 * 290 + 41) * 4)]).toEqual([255, 0, 0, 255]);
  });
});

describe('a generated code reads back as its text (jsQR)', () => {
  it('at 1024 px', () => {
    expect(readBack('https://it-tools.tech', 1024)).toBe('https://it-tools.tech');
  });

  it.each(qrErrorLevels)('at error level %s', (level) => {
    expect(readBack('https://example.com', 300, undefined, level)).toBe('https://example.com');
  });

  it('with accents and emoji', () => {
    expect(readBack('Zürich 🚀', 300)).toBe('Zürich 🚀');
  });

  it('red on transparent', () => {
    expect(readBack('https://example.com', 300, qrColors('#ff0000ff', '#00000000'))).toBe('https://example.com');
  });

  it('light on dark', () => {
    expect(readBack('inverted', 300, qrColors('#ffffffff', '#000000ff'))).toBe('inverted');
  });

  it('digits and upper-case text, in their own modes', () => {
    expect(readBack('0123456789', 300)).toBe('0123456789');
    expect(readBack('HELLO WORLD $%*+-./:', 300)).toBe('HELLO WORLD $%*+-./:');
  });
});

describe('decodeQrPixels', () => {
  it('finds nothing in a blank image', () => {
    expect(decodeQrPixels(new Uint8ClampedArray(100 * 100 * 4).fill(255), 100, 100)).toBeUndefined();
  });
});
