import { serveConversion } from '../../lib/conversion/serve-conversion';
import { convertJsonToXml } from './json-to-xml';

serveConversion(convertJsonToXml);
