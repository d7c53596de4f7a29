import { readJson } from '../../lib/formats/json';
import { textToText } from '../../lib/operation/text-to-text';
import { sizeSummary } from '../../lib/size-summary';
import { utf8ByteLength } from '../../lib/utf8';

export const defaultJsonMinifyInput = '{\n\t"hello": [\n\t\t"world"\n\t]\n}';

/**
 * JSON (JSON5 allowed) without any whitespace outside strings, keys in their order; escapes are
 * decoded and numbers normalised by the round trip (`"\u00e9"` → `"é"`, `2.50` → `2.5`).
 */
export const minifyJson = textToText((text: string) => {
  // JSON.stringify turns Infinity and NaN (JSON5 only) into null.
  const output = JSON.stringify(readJson(text, 'common.errors.jsonNotValid'));
  return {
    output,
    notes: [{ code: 'notes.sizes', values: sizeSummary(utf8ByteLength(text), utf8ByteLength(output)) }],
  };
});
