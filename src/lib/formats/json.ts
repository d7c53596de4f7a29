import { ConversionError } from '../conversion/conversion';
import { parseJson } from '../json/parse-json';

/**
 * Reads JSON leniently (JSON5: comments, trailing commas, single quotes, unquoted keys). Bad JSON
 * throws a ConversionError: `invalidMessage` where a tool's spec words it, else the parser's own.
 */
export function readJson(text: string, invalidMessage?: string): unknown {
  const parsed = parseJson(text);
  if (!parsed.ok) throw new ConversionError(invalidMessage ?? `Invalid JSON: ${parsed.error.message}`);
  return parsed.value;
}

/** Writes JSON with 2-space indentation, keys in their order. */
export function writeJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
