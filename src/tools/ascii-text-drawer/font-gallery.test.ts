import { describe, expect, it } from 'vitest';
import { gallerySample, gallerySampleMaxChars } from './font-gallery';

describe('gallerySample', () => {
  it('takes the first line with something to draw, trimmed', () => {
    expect(gallerySample('\n  \n  Hello\nworld')).toBe('Hello');
    expect(gallerySample('Ascii ART')).toBe('Ascii ART');
  });

  it('cuts long text short, without splitting a character', () => {
    expect(gallerySample('x'.repeat(200_000))).toBe('x'.repeat(gallerySampleMaxChars));
    expect([...gallerySample('😀'.repeat(20))]).toHaveLength(gallerySampleMaxChars);
  });

  it('draws a stock word when the text has nothing to draw', () => {
    expect(gallerySample('')).toBe('Abc');
    expect(gallerySample(' \r\n\t')).toBe('Abc');
  });
});
