import { serveOperation } from '../../lib/operation/serve-operation';
import { textToNato } from './operations';

serveOperation(textToNato);
