import { serveConversion } from '../../lib/conversion/serve-conversion';
import { encodeBase64 } from './base64-string-converter';

serveConversion(encodeBase64);
