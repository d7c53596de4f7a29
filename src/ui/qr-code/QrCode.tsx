import { useMemo } from 'react';
import type { QrColors } from '../../lib/qr/qr-colors';
import { encodeQr } from '../../lib/qr/qr-matrix';
import { Text } from '../text/Text';
import { QrSvg } from './QrSvg';

interface QrCodeProps {
  /** The text the code holds (an address, a key URI). */
  value: string;
  /** What the code is; its accessible name. */
  label: string;
  /** Width and height in pixels. */
  size?: number;
}

const darkOnWhite: QrColors = { dark: { r: 0, g: 0, b: 0, a: 255 }, light: { r: 255, g: 255, b: 255, a: 255 } };

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
  return <QrSvg matrix={matrix} colors={darkOnWhite} label={label} size={size} />;
}
