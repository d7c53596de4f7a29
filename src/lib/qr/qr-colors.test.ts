import { describe, expect, it } from 'vitest';
import { hexColorPattern, parseColor, qrColors, rgbHex } from './qr-colors';

describe('parseColor', () => {
  it.each([
    ['#000000ff', { r: 0, g: 0, b: 0, a: 255 }],
    ['#ff000080', { r: 255, g: 0, b: 0, a: 128 }],
    ['#00000000', { r: 0, g: 0, b: 0, a: 0 }],
    [' #fff ', { r: 255, g: 255, b: 255, a: 255 }],
    ['rgb(1, 2, 3)', { r: 1, g: 2, b: 3, a: 255 }],
  ])('%s', (text, rgba) => {
    expect(parseColor(text)).toEqual(rgba);
  });

  it.each(['', '#12', 'blue-ish', '<script>'])('%j is no colour', (text) => {
    expect(parseColor(text)).toBeUndefined();
  });
});

describe('qrColors', () => {
  it('falls back to black on white for a field that holds no colour', () => {
    expect(qrColors('#12', 'nope')).toEqual({
      dark: { r: 0, g: 0, b: 0, a: 255 },
      light: { r: 255, g: 255, b: 255, a: 255 },
    });
  });
});

describe('rgbHex and hexColorPattern', () => {
  it('writes #rrggbb', () => expect(rgbHex({ r: 255, g: 10, b: 0, a: 3 })).toBe('#ff0a00'));
  it('takes hex colours only', () => {
    expect(['#fff', '#ffff', '#ffffff', '#FFFFFF00'].every((text) => hexColorPattern.test(text))).toBe(true);
    expect(['fff', '#fffff', 'rgb(0,0,0)'].some((text) => hexColorPattern.test(text))).toBe(false);
  });
});
