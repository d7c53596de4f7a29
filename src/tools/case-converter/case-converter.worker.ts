import { serveOperation } from '../../lib/operation/serve-operation';
import { caseConvert } from './operations';

serveOperation(caseConvert);
