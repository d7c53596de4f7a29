import { Group, Stack } from '@mantine/core';
import type { QrColors } from '../../lib/qr/qr-colors';
import type { QrMatrix } from '../../lib/qr/qr-matrix';
import { qrSvgDocument } from '../../lib/qr/qr-svg';
import { DownloadButton } from '../download/DownloadButton';
import { QrSvg } from './QrSvg';
import { useQrPng } from './useQrPng';

const shownPixels = 200;

interface QrDownload {
  label: string;
  fileName: string;
}

interface QrImageProps {
  /** The code; undefined shows no image and disables the downloads. */
  matrix: QrMatrix | undefined;
  colors: QrColors;
  alt: string;
  png: QrDownload;
  /** A vector download too, in the same colours. */
  svg?: QrDownload;
}

/**
 * A generated QR code shown at 200 px as SVG, with its download buttons: a 1024 px PNG (drawn
 * after rendering, off the page) and the SVG. The SVG on the page is made while rendering, so it
 * paints with the page; showing the PNG instead made the page's largest paint seconds later.
 */
export function QrImage({ matrix, colors, alt, png, svg }: QrImageProps) {
  const picture = useQrPng(matrix, colors);
  return (
    <Stack align="center" gap="md">
      <div style={{ width: shownPixels, height: shownPixels }}>
        {matrix && <QrSvg matrix={matrix} colors={colors} label={alt} size={shownPixels} />}
      </div>
      <Group justify="center" gap="sm">
        <DownloadButton
          label={png.label}
          fileName={png.fileName}
          content={() => picture?.blob ?? ''}
          disabled={!picture?.current}
        />
        {svg && (
          <DownloadButton
            label={svg.label}
            fileName={svg.fileName}
            mimeType="image/svg+xml"
            content={() => (matrix ? qrSvgDocument(matrix, colors) : '')}
            disabled={!matrix}
          />
        )}
      </Group>
    </Stack>
  );
}
