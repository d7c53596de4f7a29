import { serveOperation } from '../../lib/operation/serve-operation';
import { jsonToYaml } from './operations';

serveOperation(jsonToYaml);
