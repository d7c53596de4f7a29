import { serveOperation } from '../../lib/operation/serve-operation';
import { jsonToTypeScript } from './operations';

serveOperation(jsonToTypeScript);
