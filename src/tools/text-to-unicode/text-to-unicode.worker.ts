import { serveConversion } from '../../lib/conversion/serve-conversion';
import { textToUnicode } from './text-to-unicode';

serveConversion(textToUnicode);
