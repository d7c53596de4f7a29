import { writeJson } from '../../lib/formats/json';
import { readToml } from '../../lib/formats/toml';
import { textToText } from '../../lib/operation/text-to-text';

/** TOML 1.0 as JSON with 2-space indentation, dates as ISO strings; blank input gives nothing. */
export const convertTomlToJson = textToText((toml: string) => writeJson(readToml(toml)));
