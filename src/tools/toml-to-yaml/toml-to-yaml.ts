import { defineConverter } from '../../lib/conversion/conversion';
import { readToml } from '../../lib/formats/toml';
import { writeYaml } from '../../lib/formats/yaml';

export const convertTomlToYaml = defineConverter((toml) => writeYaml(readToml(toml)));
