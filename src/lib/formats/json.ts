import { parseJson } from '../json/parse-json';
import { libraryText } from '../library-text';
import { fail } from '../operation/message';

/**
 * Reads JSON leniently (JSON5: comments, trailing commas, single quotes, unquoted keys). Bad JSON
 * ends the operation (see `fail`) with `invalidCode` where a tool's spec words it, else with
 * "Invalid JSON: <the parser's message>" (in another language, the catalogue's words for its kind).
 */
export function readJson(text: string, invalidCode?: string): unknown {
  const parsed = parseJson(text);
  if (!parsed.ok)
    return invalidCode
      ? fail(invalidCode)
      : fail('common.errors.invalidJson', libraryText(parsed.error.message, parsed.error.kind));
  return parsed.value;
}

/** Writes JSON with 2-space indentation, keys in their order. */
export function writeJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
