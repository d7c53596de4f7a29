import { serveOperation } from '../../lib/operation/serve-operation';
import { formatHtmlCssJs } from './operations';

// Prettier, terser, csso and html-minifier-terser run here, each loaded with its first run.
serveOperation(formatHtmlCssJs);
