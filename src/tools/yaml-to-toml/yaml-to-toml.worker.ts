import { serveOperation } from '../../lib/operation/serve-operation';
import { yamlToToml } from './operations';

serveOperation(yamlToToml);
