import { defineConverter } from '../../lib/conversion/conversion';
import { writeJson } from '../../lib/formats/json';
import { readYaml } from '../../lib/formats/yaml';

export const convertYamlToJson = defineConverter((yaml) => writeJson(readYaml(yaml)));
