import { useEffect, useState } from 'react';
import type { QrColors } from '../../lib/qr/qr-colors';
import type { QrMatrix } from '../../lib/qr/qr-matrix';
import { qrPngBlob } from '../../lib/qr/qr-png';

export interface QrPng {
  blob: Blob;
  /** An object URL of `blob`, released when a newer picture replaces it. */
  url: string;
  /** Drawn from the current code and colours (not the picture of a moment ago, still shown). */
  current: boolean;
}

interface Drawn {
  matrix: QrMatrix;
  colors: QrColors;
  blob: Blob;
  url: string;
}

/**
 * The PNG picture of `matrix`, made after rendering (never while prerendering). While a newer one
 * is on its way the previous one stays, marked not current; none without a code.
 */
export function useQrPng(matrix: QrMatrix | undefined, colors: QrColors): QrPng | undefined {
  const [drawn, setDrawn] = useState<Drawn | undefined>(undefined);

  useEffect(() => {
    if (!matrix) return;
    let live = true;
    qrPngBlob(matrix, colors).then(
      (blob) => {
        if (live) setDrawn({ matrix, colors, blob, url: URL.createObjectURL(blob) });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [matrix, colors]);

  useEffect(() => (drawn ? () => URL.revokeObjectURL(drawn.url) : undefined), [drawn]);

  if (!matrix || !drawn) return undefined;
  return { blob: drawn.blob, url: drawn.url, current: drawn.matrix === matrix && drawn.colors === colors };
}
