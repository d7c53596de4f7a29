import { serveConversion } from '../../lib/conversion/serve-conversion';
import { convertTomlToJson } from './toml-to-json';

serveConversion(convertTomlToJson);
