import { serveConversion } from '../../lib/conversion/serve-conversion';
import { slugifyText } from './slugify-string';

serveConversion(slugifyText);
