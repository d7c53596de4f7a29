import { serveOperation } from '../../lib/operation/serve-operation';
import { slugifyString } from './operations';

serveOperation(slugifyString);
