import { serveOperation } from '../../lib/operation/serve-operation';
import { textToBinaryOperation } from './operations';

serveOperation(textToBinaryOperation);
