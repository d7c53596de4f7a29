import { readToml } from '../../lib/formats/toml';
import { writeYaml } from '../../lib/formats/yaml';
import { textToText } from '../../lib/operation/text-to-text';

/** TOML 1.0 as block YAML, dates as ISO strings; blank input gives nothing. */
export const convertTomlToYaml = textToText((toml: string) => writeYaml(readToml(toml)));
