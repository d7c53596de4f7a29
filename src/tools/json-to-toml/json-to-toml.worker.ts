import { serveOperation } from '../../lib/operation/serve-operation';
import { jsonToToml } from './operations';

serveOperation(jsonToToml);
