import { parseJson, type JsonSyntaxError } from '../../lib/json/parse-json';
import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';
import { sortKeysDeep } from './sort-keys';

export interface JsonPrettifyOptions {
  sortKeys: boolean;
  indentSize: number;
}

export const defaultJsonPrettifyInput = '{"hello": "world", "foo": "bar"}';
export const defaultJsonPrettifyOptions: JsonPrettifyOptions = { sortKeys: true, indentSize: 3 };
export const minIndentSize = 0;
export const maxIndentSize = 10;

/** Whole number within 0–10; a missing number (NaN) falls back to the default. */
export function clampIndentSize(indentSize: number): number {
  if (Number.isNaN(indentSize)) return defaultJsonPrettifyOptions.indentSize;
  return Math.min(maxIndentSize, Math.max(minIndentSize, Math.trunc(indentSize)));
}

/** The JSON re-indented (and sorted), or why it is not JSON (see invalidJson). */
export function prettifyJson(
  input: string,
  { sortKeys, indentSize }: JsonPrettifyOptions,
): Result<string, JsonSyntaxError> {
  if (input.trim() === '') return ok('');

  const parsed = parseJson(input);
  if (!parsed.ok) return parsed;

  try {
    const value = sortKeys ? sortKeysDeep(parsed.value) : parsed.value;
    // JSON.stringify turns Infinity and NaN (JSON5 only) into null.
    return ok(JSON.stringify(value, null, clampIndentSize(indentSize)));
  } catch (error) {
    // Only extreme nesting gets here: recursion runs out of stack.
    return err({ message: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * "Provided JSON is not valid.", with what is wrong and where as the hint, in the catalogue's words,
 * when the parser says where ("Unexpected character '}' at line 1, column 7").
 */
export function invalidJson({ kind }: JsonSyntaxError): Message {
  const invalid = message('common.errors.jsonNotValid');
  return kind ? { ...invalid, hint: kind } : invalid;
}
