import { serveOperation } from '../../lib/operation/serve-operation';
import { jsonToJava } from './operations';

serveOperation(jsonToJava);
