import { writeToml } from '../../lib/formats/toml';
import { readYaml } from '../../lib/formats/yaml';
import { textToText } from '../../lib/operation/text-to-text';

/** YAML as a TOML document (nulls left out, with a note); blank input gives nothing. */
export const convertYamlToToml = textToText((yaml: string) => writeToml(readYaml(yaml)));
