import { serveConversion } from '../../lib/conversion/serve-conversion';
import { convertMarkdownToHtml } from './markdown-to-html';

serveConversion(convertMarkdownToHtml);
