import { fail } from '../operation/message';
import { parseJson } from '../json/parse-json';

/**
 * Reads JSON leniently (JSON5: comments, trailing commas, single quotes, unquoted keys). Bad JSON
 * ends the operation (see `fail`) with `invalidCode` where a tool's spec words it, else with
 * "Invalid JSON: <the parser's message>".
 */
export function readJson(text: string, invalidCode?: string): unknown {
  const parsed = parseJson(text);
  if (!parsed.ok)
    return invalidCode ? fail(invalidCode) : fail('common.errors.invalidJson', { detail: parsed.error.message });
  return parsed.value;
}

/** Writes JSON with 2-space indentation, keys in their order. */
export function writeJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
