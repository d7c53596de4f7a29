import { bytesToBase64 } from '../../lib/bytes';
import { failure } from '../../lib/operation/message';
import type { OperationResult } from '../../lib/operation/operation';
import { ok } from '../../lib/result';

export interface PlaceholderOptions {
  width: number;
  height: number;
  fontSize: number;
  background: string;
  textColor: string;
  /** Empty for the default text, `<width>x<height>`. */
  text: string;
  /** Width and height attributes; without them only the viewBox, so the image fills its container. */
  exactSize: boolean;
}

export const maxSize = 10_000;

/** What a new placeholder looks like, and what a size or colour not (yet) valid stands for. */
export const defaultPlaceholder = {
  width: 600,
  height: 350,
  fontSize: 26,
  background: '#cccccc',
  textColor: '#333333',
} as const;

/** A size typed in a box: a whole number from 1 to 10,000 (else `errors.size`); empty is not yet a value. */
export function parseSize(text: string): OperationResult<number | undefined> {
  if (text.trim() === '') return ok(undefined);
  if (!/^\s*\d{1,6}\s*$/.test(text)) return failure('errors.size');
  const size = Number(text);
  return size >= 1 && size <= maxSize ? ok(size) : failure('errors.size');
}

const hexColor = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A colour as the colour picker gives it: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`. */
export function isHexColor(text: string): boolean {
  return hexColor.test(text);
}

// Characters XML 1.0 forbids (C0 controls but tab and line breaks, lone surrogates, U+FFFE/F):
// one of them would make the whole image unreadable, so they are left out of the text.
const notXml =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text safe inside an SVG element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(notXml, '').replace(/[&<>"]/g, (char) => xmlEntities[char]);
}

/** The placeholder's SVG: four lines, the text centred in a filled rectangle. */
export function placeholderSvg(options: PlaceholderOptions): string {
  const { width, height, fontSize, exactSize } = options;
  const text = options.text === '' ? `${width}x${height}` : options.text;
  const size = exactSize ? ` width="${width}" height="${height}"` : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"${size}>`,
    `  <rect width="${width}" height="${height}" fill="${escapeXml(options.background)}"></rect>`,
    `  <text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="monospace" font-size="${fontSize}px" fill="${escapeXml(options.textColor)}">${escapeXml(text)}</text>`,
    '</svg>',
  ].join('\n');
}

/** The SVG as a `data:` URL holding its UTF-8 text in Base64. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode(svg))}`;
}

export function placeholderFileName(width: number, height: number): string {
  return `placeholder-${width}x${height}.svg`;
}
