import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  isHexColor,
  parseSize,
  placeholderFileName,
  placeholderSvg,
  svgDataUrl,
  type PlaceholderOptions,
} from './svg-placeholder-generator';
import { errorInEnglish } from '../../test/words';
import words from './locales/en.json';

const defaults: PlaceholderOptions = {
  width: 600,
  height: 350,
  fontSize: 26,
  background: '#cccccc',
  textColor: '#333333',
  text: '',
  exactSize: true,
};

// The spec's examples (the defaults, 300x250, without the exact size) are declared in operations.ts.
describe('placeholderSvg', () => {
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
    expect(errorInEnglish(parseSize(text), words)).toBe('Enter a whole number from 1 to 10,000.');
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
