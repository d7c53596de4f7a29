import { serveConversion } from '../../lib/conversion/serve-conversion';
import { formatXml } from './xml-formatter';

serveConversion(formatXml);
