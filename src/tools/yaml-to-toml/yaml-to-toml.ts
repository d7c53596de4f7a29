import { defineConverter } from '../../lib/conversion/conversion';
import { writeToml } from '../../lib/formats/toml';
import { readYaml } from '../../lib/formats/yaml';

export const convertYamlToToml = defineConverter((yaml) => writeToml(readYaml(yaml)));
