import { serveConversion } from '../../lib/conversion/serve-conversion';
import { convertTomlToYaml } from './toml-to-yaml';

serveConversion(convertTomlToYaml);
