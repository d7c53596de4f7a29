import { defineConverter } from '../../lib/conversion/conversion';
import { readJson5 } from '../../lib/formats/json';
import { writeYaml } from '../../lib/formats/yaml';

export const convertJsonToYaml = defineConverter((json) => writeYaml(readJson5(json)));
