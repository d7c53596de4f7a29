import { serveOperation } from '../../lib/operation/serve-operation';
import { tomlToJson } from './operations';

serveOperation(tomlToJson);
