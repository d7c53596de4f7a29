import { colord } from 'colord';

/** A colour as 0–255 channels, alpha included. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export interface QrColors {
  dark: Rgba;
  light: Rgba;
}

export const defaultQrForeground = '#000000ff';
export const defaultQrBackground = '#ffffffff';

/** Hex colours with or without alpha (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`): what a link may set. */
export const hexColorPattern = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** The colour a text names (hex, `rgb()`, `hsl()`), or undefined. */
export function parseColor(text: string): Rgba | undefined {
  const color = colord(text.trim());
  if (!color.isValid()) return undefined;
  const { r, g, b, a } = color.toRgb();
  return { r, g, b, a: Math.round(a * 255) };
}

/**
 * The colours of a code from the two colour fields; a field holding no colour (being typed) counts
 * as its default.
 */
export function qrColors(foreground: string, background: string): QrColors {
  return {
    dark: parseColor(foreground) ?? (parseColor(defaultQrForeground) as Rgba),
    light: parseColor(background) ?? (parseColor(defaultQrBackground) as Rgba),
  };
}

function hexByte(value: number): string {
  return value.toString(16).padStart(2, '0');
}

/** `#rrggbb`, without alpha: SVG gives the alpha as an opacity of its own. */
export function rgbHex({ r, g, b }: Rgba): string {
  return `#${hexByte(r)}${hexByte(g)}${hexByte(b)}`;
}
