import { serveConversion } from '../../lib/conversion/serve-conversion';
import { convertYamlToJson } from './yaml-to-json-converter';

serveConversion(convertYamlToJson);
