import { defineConverter } from '../../lib/conversion/conversion';
import { readJson } from '../../lib/formats/json';
import { writeToml } from '../../lib/formats/toml';

export const convertJsonToToml = defineConverter((json) => writeToml(readJson(json)));
