import { serveConversion } from '../../lib/conversion/serve-conversion';
import { minifyJson } from './json-minify';

serveConversion(minifyJson);
