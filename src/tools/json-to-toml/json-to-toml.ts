import { defineConverter } from '../../lib/conversion/conversion';
import { readJson5 } from '../../lib/formats/json';
import { writeToml } from '../../lib/formats/toml';

export const convertJsonToToml = defineConverter((json) => writeToml(readJson5(json)));
