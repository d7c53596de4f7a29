import { serveOperation } from '../../lib/operation/serve-operation';
import { binaryToTextOperation } from './operations';

serveOperation(binaryToTextOperation);
