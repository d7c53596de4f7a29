import { serveOperation } from '../../lib/operation/serve-operation';
import { jsonToGo } from './operations';

serveOperation(jsonToGo);
