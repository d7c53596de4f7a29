import { encodeQr, type QrErrorLevel, type QrMatrix } from '../../lib/qr/qr-matrix';
import { err, ok, type Result } from '../../lib/result';

export const tooLongMessage = 'This text is too long for a QR code at this error resistance.';

/** The code of the trimmed text; undefined (no code, no error) when there is no text. */
export function qrCodeOfText(text: string, level: QrErrorLevel): Result<QrMatrix | undefined> {
  const trimmed = text.trim();
  if (trimmed === '') return ok(undefined);
  const matrix = encodeQr(trimmed, level);
  return matrix ? ok(matrix) : err(tooLongMessage);
}
