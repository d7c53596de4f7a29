import { serveOperation } from '../../lib/operation/serve-operation';
import { base64Encode } from './operations';

serveOperation(base64Encode);
