import { serveOperation } from '../../lib/operation/serve-operation';
import { yamlToJson } from './operations';

serveOperation(yamlToJson);
