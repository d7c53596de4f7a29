import type { OperationResult } from '../../lib/operation/operation';
import { serveLatest } from '../../lib/worker/serve-latest';
import { readQrImage } from './read-qr-image';

serveLatest<Blob, OperationResult<string>>((image) => readQrImage(image));
