import { serveOperation } from '../../lib/operation/serve-operation';
import { textEncrypt } from './operations';

serveOperation(textEncrypt);
