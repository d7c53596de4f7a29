import { serveOperation } from '../../lib/operation/serve-operation';
import { htmlFormat } from './operations';

// Prettier formats off the main thread: a long document would otherwise hold the page.
serveOperation(htmlFormat);
