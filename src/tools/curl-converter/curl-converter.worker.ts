import { serveOperation } from '../../lib/operation/serve-operation';
import { curlToCode } from './operations';

serveOperation(curlToCode);
