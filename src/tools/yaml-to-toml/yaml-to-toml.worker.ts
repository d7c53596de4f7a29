import { serveConversion } from '../../lib/conversion/serve-conversion';
import { convertYamlToToml } from './yaml-to-toml';

serveConversion(convertYamlToToml);
