import type { QrColors } from './qr-colors';
import type { QrMatrix } from './qr-matrix';

/**
 * The code drawn as RGBA pixels, `pixels` wide and high (ImageData's layout). Modules take whole
 * pixels, so with a side that is not a multiple of the module count some are a pixel wider.
 */
export function rasterizeQr({ size, dark }: QrMatrix, pixels: number, { dark: ink, light: paper }: QrColors) {
  const data = new Uint8ClampedArray(pixels * pixels * 4);
  const moduleAt = (pixel: number) => Math.floor((pixel * size) / pixels);
  const row = new Uint8ClampedArray(pixels * 4);
  let drawnModuleRow = -1;
  for (let y = 0; y < pixels; y++) {
    const moduleRow = moduleAt(y);
    if (moduleRow !== drawnModuleRow) {
      for (let x = 0; x < pixels; x++) {
        const { r, g, b, a } = dark[moduleRow][moduleAt(x)] ? ink : paper;
        row.set([r, g, b, a], x * 4);
      }
      drawnModuleRow = moduleRow;
    }
    data.set(row, y * pixels * 4);
  }
  return data;
}
