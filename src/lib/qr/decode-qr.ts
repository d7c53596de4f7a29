import jsQR from 'jsqr';

/**
 * `rgba` with its transparency laid over white, as a code printed or shown on a page is seen:
 * a transparent background would otherwise read as black.
 */
function overWhite(rgba: Uint8ClampedArray): Uint8ClampedArray {
  const flat = new Uint8ClampedArray(rgba.length);
  for (let i = 0; i < rgba.length; i += 4) {
    const alpha = rgba[i + 3];
    const white = 255 - alpha;
    flat[i] = (rgba[i] * alpha + 255 * white) / 255;
    flat[i + 1] = (rgba[i + 1] * alpha + 255 * white) / 255;
    flat[i + 2] = (rgba[i + 2] * alpha + 255 * white) / 255;
    flat[i + 3] = 255;
  }
  return flat;
}

/**
 * The text of the first QR code found in RGBA pixels (ImageData's layout), light-on-dark codes
 * included, or undefined when there is none.
 */
export function decodeQrPixels(rgba: Uint8ClampedArray, width: number, height: number): string | undefined {
  const code = jsQR(overWhite(rgba), width, height, { inversionAttempts: 'attemptBoth' });
  return code ? code.data : undefined;
}
