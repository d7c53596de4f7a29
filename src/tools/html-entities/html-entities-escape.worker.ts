import { serveConversion } from '../../lib/conversion/serve-conversion';
import { escapeHtml } from './html-entities';

serveConversion(escapeHtml);
