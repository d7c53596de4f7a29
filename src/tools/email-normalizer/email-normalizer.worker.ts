import { serveConversion } from '../../lib/conversion/serve-conversion';
import { normalizeEmails } from './email-normalizer';

serveConversion(normalizeEmails);
