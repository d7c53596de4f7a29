import { defineConverter } from '../../lib/conversion/conversion';
import { writeJson } from '../../lib/formats/json';
import { readToml } from '../../lib/formats/toml';

export const convertTomlToJson = defineConverter((toml) => writeJson(readToml(toml)));
