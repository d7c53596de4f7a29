import { ConversionError } from '../conversion/conversion';
import { parseJson } from '../json/parse-json';

/** Reads JSON leniently (JSON5: comments, trailing commas, single quotes, unquoted keys). */
export function readJson(text: string): unknown {
  const parsed = parseJson(text);
  if (!parsed.ok) throw new ConversionError(`Invalid JSON: ${parsed.error.message}`);
  return parsed.value;
}

/** Writes JSON with 2-space indentation, keys in their order. */
export function writeJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
