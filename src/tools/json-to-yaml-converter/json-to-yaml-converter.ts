import { readJson } from '../../lib/formats/json';
import { writeYaml } from '../../lib/formats/yaml';
import { textToText } from '../../lib/operation/text-to-text';

/** JSON (JSON5 allowed) as block YAML; blank input gives nothing. */
export const convertJsonToYaml = textToText((json) => writeYaml(readJson(json)));
