import { serveOperation } from '../../lib/operation/serve-operation';
import { htmlEscape } from './operations';

serveOperation(htmlEscape);
