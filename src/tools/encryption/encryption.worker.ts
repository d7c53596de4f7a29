import { serveConversion } from '../../lib/conversion/serve-conversion';
import { runCipher } from './encryption';

serveConversion(runCipher);
