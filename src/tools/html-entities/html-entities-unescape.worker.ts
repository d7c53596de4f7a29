import { serveOperation } from '../../lib/operation/serve-operation';
import { htmlUnescape } from './operations';

serveOperation(htmlUnescape);
