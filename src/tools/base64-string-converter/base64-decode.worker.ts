import { serveConversion } from '../../lib/conversion/serve-conversion';
import { decodeBase64 } from './base64-string-converter';

serveConversion(decodeBase64);
