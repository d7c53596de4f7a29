import { failure } from '../../lib/operation/message';
import type { OperationResult } from '../../lib/operation/operation';
import { encodeQr, type QrErrorLevel, type QrMatrix } from '../../lib/qr/qr-matrix';
import { ok } from '../../lib/result';

/** The code of the trimmed text; undefined (no code, no error) when there is no text. */
export function qrCodeOfText(text: string, level: QrErrorLevel): OperationResult<QrMatrix | undefined> {
  const trimmed = text.trim();
  if (trimmed === '') return ok(undefined);
  const matrix = encodeQr(trimmed, level);
  return matrix ? ok(matrix) : failure('errors.tooLong');
}
