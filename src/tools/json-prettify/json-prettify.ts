import { parseJson, type TextPosition } from '../../lib/json/parse-json';
import { sortKeysDeep } from './sort-keys';

export interface JsonPrettifyOptions {
  sortKeys: boolean;
  indentSize: number;
}

export type JsonPrettifyResult =
  { ok: true; value: string } | { ok: false; error: string; detail: string; position?: TextPosition };

export const invalidJsonMessage = 'Provided JSON is not valid.';
export const defaultJsonPrettifyInput = '{"hello": "world", "foo": "bar"}';
export const defaultJsonPrettifyOptions: JsonPrettifyOptions = { sortKeys: true, indentSize: 3 };
export const minIndentSize = 0;
export const maxIndentSize = 10;

/** Whole number within 0–10; a missing number (NaN) falls back to the default. */
export function clampIndentSize(indentSize: number): number {
  if (Number.isNaN(indentSize)) return defaultJsonPrettifyOptions.indentSize;
  return Math.min(maxIndentSize, Math.max(minIndentSize, Math.trunc(indentSize)));
}

export function prettifyJson(input: string, { sortKeys, indentSize }: JsonPrettifyOptions): JsonPrettifyResult {
  if (input.trim() === '') return { ok: true, value: '' };

  const parsed = parseJson(input);
  if (!parsed.ok) return invalidJson(parsed.detail, parsed.position);

  try {
    const value = sortKeys ? sortKeysDeep(parsed.value) : parsed.value;
    // JSON.stringify turns Infinity and NaN (JSON5 only) into null.
    return { ok: true, value: JSON.stringify(value, null, clampIndentSize(indentSize)) };
  } catch (error) {
    // Only extreme nesting gets here: recursion runs out of stack.
    return invalidJson(error instanceof Error ? error.message : String(error));
  }
}

/** The parser's reason with its place, for people: `Line 3, column 3: invalid character '"'`. */
export function describeJsonError(detail: string, position: TextPosition): string {
  const reason = detail.replace(/ at \d+:\d+$/, '');
  return `Line ${position.line}, column ${position.column}: ${reason}`;
}

function invalidJson(detail: string, position?: TextPosition): JsonPrettifyResult {
  const error = invalidJsonMessage;
  return position ? { ok: false, error, detail, position } : { ok: false, error, detail };
}
