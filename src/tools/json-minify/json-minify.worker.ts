import { serveOperation } from '../../lib/operation/serve-operation';
import { jsonMinify } from './operations';

serveOperation(jsonMinify);
