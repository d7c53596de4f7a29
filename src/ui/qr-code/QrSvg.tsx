import type { QrColors, Rgba } from '../../lib/qr/qr-colors';
import { rgbHex } from '../../lib/qr/qr-colors';
import type { QrMatrix } from '../../lib/qr/qr-matrix';
import { qrModulesPath } from '../../lib/qr/qr-svg';

interface QrSvgProps {
  matrix: QrMatrix;
  colors: QrColors;
  /** What the code is; its accessible name. */
  label: string;
  /** Width and height in pixels. */
  size: number;
}

const fillOf = (color: Rgba) => ({
  fill: rgbHex(color),
  fillOpacity: color.a === 255 ? undefined : +(color.a / 255).toFixed(3),
});

/**
 * A QR code drawn as inline SVG: made while rendering, so it is in the prerendered page and paints
 * with it. (An inline SVG is not a candidate for the largest paint, an `<img>` would be.)
 */
export function QrSvg({ matrix, colors, label, size }: QrSvgProps) {
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${matrix.size} ${matrix.size}`}
      shapeRendering="crispEdges"
    >
      {colors.light.a > 0 && <rect width={matrix.size} height={matrix.size} {...fillOf(colors.light)} />}
      <path d={qrModulesPath(matrix)} {...fillOf(colors.dark)} />
    </svg>
  );
}
