import { serveConversion } from '../../lib/conversion/serve-conversion';
import { convertJsonToYaml } from './json-to-yaml-converter';

serveConversion(convertJsonToYaml);
