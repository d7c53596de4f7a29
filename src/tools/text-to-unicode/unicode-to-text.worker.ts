import { serveOperation } from '../../lib/operation/serve-operation';
import { unicodeToTextOperation } from './operations';

serveOperation(unicodeToTextOperation);
