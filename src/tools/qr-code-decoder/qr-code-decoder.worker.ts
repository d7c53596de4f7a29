import { serveLatest } from '../../lib/worker/serve-latest';
import { readQrImage, type QrImageReading } from './read-qr-image';

serveLatest<Blob, QrImageReading>((image) => readQrImage(image));
