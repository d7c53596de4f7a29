import { serveConversion } from '../../lib/conversion/serve-conversion';
import { unicodeToText } from './text-to-unicode';

serveConversion(unicodeToText);
