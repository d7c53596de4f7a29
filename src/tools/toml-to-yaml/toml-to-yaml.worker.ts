import { serveOperation } from '../../lib/operation/serve-operation';
import { tomlToYaml } from './operations';

serveOperation(tomlToYaml);
