import { serveConversion } from '../../lib/conversion/serve-conversion';
import { convertJsonToToml } from './json-to-toml';

serveConversion(convertJsonToToml);
