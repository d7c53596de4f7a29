import { readJson } from '../../lib/formats/json';
import { writeToml } from '../../lib/formats/toml';
import { textToText } from '../../lib/operation/text-to-text';

/** JSON (JSON5 allowed) as a TOML document (nulls left out, with a note); blank input gives nothing. */
export const convertJsonToToml = textToText((json: string) => writeToml(readJson(json)));
