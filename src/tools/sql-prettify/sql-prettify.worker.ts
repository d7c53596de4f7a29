import { serveOperation } from '../../lib/operation/serve-operation';
import { sqlPrettify } from './operations';

serveOperation(sqlPrettify);
