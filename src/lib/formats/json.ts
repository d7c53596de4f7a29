import JSON5 from 'json5';
import { ConversionError, firstLine } from '../conversion/conversion';

/** Reads JSON leniently (JSON5: comments, trailing commas, single quotes, unquoted keys). */
export function readJson5(text: string): unknown {
  try {
    return JSON5.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ConversionError(`Invalid JSON: ${firstLine(message)}`);
  }
}

/** Writes JSON with 2-space indentation, keys in their order. */
export function writeJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
