import { encode } from 'uqr';

export interface QrSquares {
  /** Modules per side, the quiet zone included. */
  size: number;
  /** The dark modules as one SVG path, one unit per module. */
  path: string;
}

/**
 * The QR code of `text` (UTF-8, error correction M) as an SVG path with a 4-module quiet zone, or
 * undefined when the text is too long for any QR code.
 */
export function qrSquares(text: string): QrSquares | undefined {
  let modules: boolean[][];
  try {
    modules = encode(text, { ecc: 'M', border: 4 }).data;
  } catch {
    return undefined;
  }
  const parts: string[] = [];
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return { size: modules.length, path: parts.join('') };
}
