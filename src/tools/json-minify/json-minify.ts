import { byteSize } from '../../lib/bytes';
import { readJson } from '../../lib/formats/json';
import { textToText } from '../../lib/operation/text-to-text';
import { utf8ByteLength } from '../../lib/utf8';

export const defaultJsonMinifyInput = '{\n\t"hello": [\n\t\t"world"\n\t]\n}';

/** A size as the summary shows it: 28 `B`, 1.5 `KB` (the number written in the page's language). */
function sizeOf(byteCount: number): { value: number; unit: string } {
  const { value, unit } = byteSize(byteCount);
  return { value, unit: unit === 'Bytes' ? 'B' : unit };
}

export type SizeSummary = {
  before: number;
  beforeUnit: string;
  after: number;
  afterUnit: string;
  saving: string;
};

/** The sizes before and after, and the saving, as the note words them: `28 B → 19 B, −32 %`. */
export function sizeSummary(before: number, after: number): SizeSummary {
  const saving = before === 0 ? 0 : Math.round(((before - after) / before) * 100);
  const signed = saving > 0 ? `−${saving}` : saving < 0 ? `+${-saving}` : '0';
  const [old, minified] = [sizeOf(before), sizeOf(after)];
  return { before: old.value, beforeUnit: old.unit, after: minified.value, afterUnit: minified.unit, saving: signed };
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
