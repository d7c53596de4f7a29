import { formatBytes } from '../../lib/bytes';
import { readJson } from '../../lib/formats/json';
import { textToText } from '../../lib/operation/text-to-text';
import { utf8ByteLength } from '../../lib/utf8';

export const defaultJsonMinifyInput = '{\n\t"hello": [\n\t\t"world"\n\t]\n}';

/** A size as the summary shows it: `28 B`, `1.5 KB`. */
function formatSize(byteCount: number): string {
  return formatBytes(byteCount).replace(/ Bytes$/, ' B');
}

/** The sizes before and after, and the saving, as the note words them: `28 B → 19 B, −32 %`. */
export function sizeSummary(before: number, after: number): { before: string; after: string; saving: string } {
  const saving = before === 0 ? 0 : Math.round(((before - after) / before) * 100);
  const signed = saving > 0 ? `−${saving}` : saving < 0 ? `+${-saving}` : '0';
  return { before: formatSize(before), after: formatSize(after), saving: signed };
}

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
