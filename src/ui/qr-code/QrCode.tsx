import { useMemo } from 'react';
import { Text } from '../text/Text';
import { encodeQr } from '../../lib/qr/qr-matrix';
import { qrModulesPath } from '../../lib/qr/qr-svg';

interface QrCodeProps {
  /** The text the code holds (an address, a key URI). */
  value: string;
  /** What the code is; its accessible name. */
  label: string;
  /** Width and height in pixels. */
  size?: number;
}

/**
 * A QR code drawn as SVG, dark modules on white in both colour schemes (scanners want that
 * contrast). Text too long for a QR code is said instead.
 */
export function QrCode({ value, label, size = 210 }: QrCodeProps) {
  const matrix = useMemo(() => encodeQr(value), [value]);
  if (!matrix) {
    return (
      <Text size="sm" tone="error">
        Too long for a QR code
      </Text>
    );
  }
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${matrix.size} ${matrix.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={matrix.size} height={matrix.size} fill="#ffffff" />
      <path d={qrModulesPath(matrix)} fill="#000000" />
    </svg>
  );
}
