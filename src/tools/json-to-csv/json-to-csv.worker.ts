import { serveConversion } from '../../lib/conversion/serve-conversion';
import { convertJsonToCsv } from './json-to-csv';

serveConversion(convertJsonToCsv);
