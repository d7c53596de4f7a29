import { describe, expect, it } from 'vitest';
import { qrColors } from './qr-colors';
import { encodeQr, type QrMatrix } from './qr-matrix';
import { qrModulesPath, qrSvgDocument } from './qr-svg';

const tiny: QrMatrix = {
  size: 3,
  dark: [
    [true, true, false],
    [false, false, false],
    [true, false, true],
  ],
};

describe('qrModulesPath', () => {
  it('draws each run of dark modules in a row as one rectangle', () => {
    expect(qrModulesPath(tiny)).toBe('M0 0h2v1h-2zM0 2h1v1h-1zM2 2h1v1h-1z');
  });
});

describe('qrSvgDocument', () => {
  it('is a 1024 px SVG in the chosen colours', () => {
    const svg = qrSvgDocument(tiny, qrColors('#ff0000ff', '#ffffff80'));
    expect(svg).toContain('width="1024" height="1024" viewBox="0 0 3 3"');
    expect(svg).toContain('<rect width="3" height="3" fill="#ffffff" fill-opacity="0.502"/>');
    expect(svg).toContain('fill="#ff0000"/>');
  });

  it('leaves out a transparent background', () => {
    const matrix = encodeQr('hello') as QrMatrix;
    expect(qrSvgDocument(matrix, qrColors('#000000ff', '#00000000'))).not.toContain('<rect');
  });
});
