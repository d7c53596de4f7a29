import { encode } from 'uqr';
import { toWellFormed } from '../well-formed';

/** How much of a code can be damaged and still read: about 7, 15, 25 and 30 %. */
export const qrErrorLevels = ['low', 'medium', 'quartile', 'high'] as const;
export type QrErrorLevel = (typeof qrErrorLevels)[number];

const eccOf = { low: 'L', medium: 'M', quartile: 'Q', high: 'H' } as const;

// The most digits a code holds at each level (version 40, numeric mode): no longer text can fit,
// whatever its characters, so it is refused before the encoder spends seconds finding that out.
const maxDigits: Record<QrErrorLevel, number> = { low: 7089, medium: 5596, quartile: 3993, high: 3057 };

/** The modules of a QR code, the quiet zone included: `dark[y][x]`. */
export interface QrMatrix {
  /** Modules per side. */
  size: number;
  dark: readonly (readonly boolean[])[];
}

/** The width of the light margin scanners need around a code, in modules. */
export const quietZoneModules = 4;

/**
 * The QR code of `text` (UTF-8 in byte mode; digits-only or upper-case alphanumeric text in the
 * denser modes), or undefined when the text is too long for any code at `level`. A lone surrogate
 * is encoded as U+FFFD, as UTF-8 encoders write it.
 */
export function encodeQr(text: string, level: QrErrorLevel = 'medium'): QrMatrix | undefined {
  if (text.length > maxDigits[level]) return undefined;
  try {
    const { data } = encode(toWellFormed(text), { ecc: eccOf[level], border: quietZoneModules });
    return { size: data.length, dark: data };
  } catch {
    // The encoder's "Data too long".
    return undefined;
  }
}
