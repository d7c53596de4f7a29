import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  isHexColor,
  parseSize,
  placeholderFileName,
  placeholderSvg,
  sizeError,
  svgDataUrl,
  type PlaceholderOptions,
} from './svg-placeholder-generator';

const defaults: PlaceholderOptions = {
  width: 600,
  height: 350,
  fontSize: 26,
  background: '#cccccc',
  textColor: '#333333',
  text: '',
  exactSize: true,
};

const defaultSvg = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 350" width="600" height="350">',
  '  <rect width="600" height="350" fill="#cccccc"></rect>',
  '  <text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="monospace" font-size="26px" fill="#333333">600x350</text>',
  '</svg>',
].join('\n');

describe('placeholderSvg', () => {
  it('defaults give the four lines of the spec', () => {
    expect(placeholderSvg(defaults)).toBe(defaultSvg);
  });

  it('defaults give the Base64 of the spec', () => {
    expect(svgDataUrl(defaultSvg)).toBe(
      'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2MDAgMzUwIiB3aWR0aD0iNjAwIiBoZWlnaHQ9IjM1MCI+CiAgPHJlY3Qgd2lkdGg9IjYwMCIgaGVpZ2h0PSIzNTAiIGZpbGw9IiNjY2NjY2MiPjwvcmVjdD4KICA8dGV4dCB4PSI1MCUiIHk9IjUwJSIgZG9taW5hbnQtYmFzZWxpbmU9Im1pZGRsZSIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1mYW1pbHk9Im1vbm9zcGFjZSIgZm9udC1zaXplPSIyNnB4IiBmaWxsPSIjMzMzMzMzIj42MDB4MzUwPC90ZXh0Pgo8L3N2Zz4=',
    );
  });

  it('width 300, height 250 sizes the image and its default text', () => {
    const svg = placeholderSvg({ ...defaults, width: 300, height: 250 });
    const lines = svg.split('\n');
    expect(lines[0]).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 250" width="300" height="250">');
    expect(lines[2]).toContain('>300x250</text>');
  });

  it('without "Use exact size" only the viewBox remains', () => {
    expect(placeholderSvg({ ...defaults, exactSize: false }).split('\n')[0]).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 350">',
    );
  });

  it('escapes the text and has no trailing spaces', () => {
    const svg = placeholderSvg({ ...defaults, text: 'a < b & "c" > d' });
    expect(svg).toContain('>a &lt; b &amp; &quot;c&quot; &gt; d</text>');
    expect(svg.split('\n').every((line) => line === line.trimEnd())).toBe(true);
  });

  it('Base64 holds the UTF-8 text', () => {
    const svg = placeholderSvg({ ...defaults, text: 'héllo 👋' });
    const base64 = svgDataUrl(svg).replace('data:image/svg+xml;base64,', '');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe(svg);
  });
});

describe('escapeXml', () => {
  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<img src=x onerror="x">', '&lt;img src=x onerror=&quot;x&quot;&gt;'],
    ['a\u0000b\u0007c\td', 'abc\td'],
    ['\uD800x', 'x'],
    ['👨‍👩‍👧', '👨‍👩‍👧'],
    ['שלום', 'שלום'],
  ])('%j → %j', (text, expected) => {
    expect(escapeXml(text)).toBe(expected);
  });
});

describe('parseSize', () => {
  it.each([
    ['600', 600],
    ['1', 1],
    ['10000', 10_000],
    [' 42 ', 42],
  ])('%j is %s', (text, size) => {
    expect(parseSize(text)).toEqual({ ok: true, value: size });
  });

  it('empty is no value yet, not an error', () => {
    expect(parseSize('')).toEqual({ ok: true, value: undefined });
  });

  it.each(['0', '10001', '1.5', '-3', 'abc', '1e3', '9'.repeat(400), 'NaN'])('%j is refused', (text) => {
    expect(parseSize(text)).toEqual({ ok: false, error: sizeError });
  });
});

describe('isHexColor', () => {
  it.each([
    ['#cccccc', true],
    ['#ccc', true],
    ['#cccccc80', true],
    ['cccccc', false],
    ['red', false],
    ['#ccccc', false],
    ['" onload="x', false],
  ])('%j is %s', (text, expected) => {
    expect(isHexColor(text)).toBe(expected);
  });
});

it('names the download after the size', () => {
  expect(placeholderFileName(600, 350)).toBe('placeholder-600x350.svg');
});
