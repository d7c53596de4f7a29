import { serveOperation } from '../../lib/operation/serve-operation';
import { textToUnicodeOperation } from './operations';

serveOperation(textToUnicodeOperation);
