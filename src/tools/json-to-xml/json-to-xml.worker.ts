import { serveOperation } from '../../lib/operation/serve-operation';
import { jsonToXml } from './operations';

serveOperation(jsonToXml);
