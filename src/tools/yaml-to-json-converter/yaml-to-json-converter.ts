import { writeJson } from '../../lib/formats/json';
import { readYaml } from '../../lib/formats/yaml';
import { textToText } from '../../lib/operation/text-to-text';

/** YAML 1.2 (anchors and merge keys applied) as JSON with 2-space indentation; blank input gives nothing. */
export const convertYamlToJson = textToText((yaml: string) => writeJson(readYaml(yaml)));
