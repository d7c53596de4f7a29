import { defineConverter } from '../../lib/conversion/conversion';
import { readJson } from '../../lib/formats/json';
import { writeYaml } from '../../lib/formats/yaml';

export const convertJsonToYaml = defineConverter((json) => writeYaml(readJson(json)));
