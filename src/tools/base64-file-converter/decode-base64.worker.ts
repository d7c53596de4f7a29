import type { OperationResult } from '../../lib/operation/operation';
import { serveLatest } from '../../lib/worker/serve-latest';
import { decodeBase64File, type DecodedFile } from './base64-file-converter';

// Request: the pasted text. The decoded bytes move to the page rather than being copied.
serveLatest<string, OperationResult<DecodedFile>>((text) => decodeBase64File(text), {
  transfer: (result) => (result.ok ? [result.value.bytes.buffer] : []),
});
