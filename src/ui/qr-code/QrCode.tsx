import { useMemo } from 'react';
import { Text } from '../text/Text';
import { qrSquares } from './qr-path';

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
  const squares = useMemo(() => qrSquares(value), [value]);
  if (!squares) {
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
      viewBox={`0 0 ${squares.size} ${squares.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={squares.size} height={squares.size} fill="#ffffff" />
      <path d={squares.path} fill="#000000" />
    </svg>
  );
}
