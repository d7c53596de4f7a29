import { serveConversion } from '../../lib/conversion/serve-conversion';
import { convertJsonToJava } from './json-to-java';

serveConversion(convertJsonToJava);
