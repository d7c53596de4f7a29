import { serveConversion } from '../../lib/conversion/serve-conversion';
import { prettifyJson } from './json-prettify';

serveConversion(prettifyJson);
