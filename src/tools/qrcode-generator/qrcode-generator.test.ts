import { describe, expect, it } from 'vitest';
import { decodeQrPixels } from '../../lib/qr/decode-qr';
import { qrColors } from '../../lib/qr/qr-colors';
import { qrErrorLevels, type QrErrorLevel } from '../../lib/qr/qr-matrix';
import { qrPngPixels } from '../../lib/qr/qr-png';
import { rasterizeQr } from '../../lib/qr/qr-raster';
import { errorInEnglish } from '../../test/words';
import words from './locales/en.json';
import { qrCodeOfText } from './qrcode-generator';

const tooLongMessage = 'This text is too long for a QR code at this error resistance.';

/** The text a camera reads from the page's picture of `text` (the PNG's pixels, before encoding). */
function readBack(text: string, level: QrErrorLevel = 'medium', colors = qrColors('#000000ff', '#ffffffff')) {
  const result = qrCodeOfText(text, level);
  if (!result.ok || !result.value) throw new Error(`no code for ${text}`);
  const pixels = rasterizeQr(result.value, qrPngPixels, colors);
  return decodeQrPixels(pixels, qrPngPixels, qrPngPixels);
}

describe('qrCodeOfText', () => {
  it('makes no code and no error for empty or blank text', () => {
    expect(qrCodeOfText('', 'medium')).toEqual({ ok: true, value: undefined });
    expect(qrCodeOfText(' \n\t ', 'high')).toEqual({ ok: true, value: undefined });
  });

  it('trims the text before encoding', () => {
    expect(readBack('  https://it-tools.tech \n')).toBe('https://it-tools.tech');
  });

  it.each([
    ['low', 2953],
    ['medium', 2331],
    ['quartile', 1663],
    ['high', 1273],
  ] as const)('holds %s bytes of text at %s, and says when it is too long', (level, bytes) => {
    expect(qrCodeOfText('a'.repeat(bytes), level).ok).toBe(true);
    expect(errorInEnglish(qrCodeOfText('a'.repeat(bytes + 1), level), words)).toBe(tooLongMessage);
  });

  it('fits more digits than bytes', () => {
    expect(qrCodeOfText('1'.repeat(3000), 'medium').ok).toBe(true);
  });

  it('refuses 5 MB at once', () => {
    expect(errorInEnglish(qrCodeOfText('x'.repeat(5_000_000), 'low'), words)).toBe(tooLongMessage);
  });
});

// The spec's examples (declared in operations.ts): each 1024 px picture decodes (jsQR) to its text.
describe('the generated picture decodes back to its text', () => {
  it('https://it-tools.tech', () => expect(readBack('https://it-tools.tech')).toBe('https://it-tools.tech'));

  it('Zürich 🚀', () => expect(readBack('Zürich 🚀')).toBe('Zürich 🚀'));

  it.each(qrErrorLevels)('https://example.com at %s', (level) => {
    expect(readBack('https://example.com', level)).toBe('https://example.com');
  });

  it('red on transparent', () => {
    expect(readBack('https://example.com', 'medium', qrColors('#ff0000ff', '#00000000'))).toBe('https://example.com');
  });
});
