import { serveConversion } from '../../lib/conversion/serve-conversion';
import { unescapeHtml } from './html-entities';

serveConversion(unescapeHtml);
