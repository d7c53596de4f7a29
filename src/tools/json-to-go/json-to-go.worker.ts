import { serveConversion } from '../../lib/conversion/serve-conversion';
import { convertJsonToGo } from './json-to-go';

serveConversion(convertJsonToGo);
