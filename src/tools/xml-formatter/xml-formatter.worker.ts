import { serveOperation } from '../../lib/operation/serve-operation';
import { xmlFormat } from './operations';

serveOperation(xmlFormat);
