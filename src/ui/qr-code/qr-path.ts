import { encode } from 'uqr';
import { utf8LengthAtLeast } from '../../lib/utf8';

// The most a QR code holds (version 40, byte mode) at error correction M.
const maxBytes = 2331;

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
  // Checked first: the encoder would take seconds to give up on megabytes.
  if (utf8LengthAtLeast(text, maxBytes + 1)) return undefined;
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
