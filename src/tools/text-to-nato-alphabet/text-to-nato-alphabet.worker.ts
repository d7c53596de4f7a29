import { serveConversion } from '../../lib/conversion/serve-conversion';
import { textToNatoAlphabet } from './text-to-nato-alphabet';

serveConversion(textToNatoAlphabet);
