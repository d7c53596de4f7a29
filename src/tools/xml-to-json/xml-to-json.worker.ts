import { serveConversion } from '../../lib/conversion/serve-conversion';
import { convertXmlToJson } from './xml-to-json';

serveConversion(convertXmlToJson);
