import { serveLatest } from '../../lib/worker/serve-latest';
import { formatHtml } from './format-html';

// Prettier formats off the main thread: a long document would otherwise hold the page.
serveLatest<string, string>(formatHtml);
