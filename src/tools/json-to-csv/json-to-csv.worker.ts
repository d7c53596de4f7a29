import { serveOperation } from '../../lib/operation/serve-operation';
import { jsonToCsv } from './operations';

serveOperation(jsonToCsv);
