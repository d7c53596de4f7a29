import { serveOperation } from '../../lib/operation/serve-operation';
import { markdownToHtml } from './operations';

serveOperation(markdownToHtml);
