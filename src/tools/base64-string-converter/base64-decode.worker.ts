import { serveOperation } from '../../lib/operation/serve-operation';
import { base64Decode } from './operations';

serveOperation(base64Decode);
