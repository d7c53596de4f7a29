import { serveOperation } from '../../lib/operation/serve-operation';
import { xmlToJson } from './operations';

serveOperation(xmlToJson);
