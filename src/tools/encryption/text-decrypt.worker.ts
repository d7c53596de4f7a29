import { serveOperation } from '../../lib/operation/serve-operation';
import { textDecrypt } from './operations';

serveOperation(textDecrypt);
