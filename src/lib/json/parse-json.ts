import JSON5 from 'json5';
import type { TextPosition } from '../formats/text-position';
import { err, ok, type Result } from '../result';

export interface JsonSyntaxError {
  /** The parser's own words, its place included: `JSON5: invalid character '}' at 1:7`. */
  message: string;
  /** Where reading stopped, when the parser says. */
  position?: TextPosition;
}

/**
 * Reads JSON typed or pasted by a person, falling back to JSON5 (comments, trailing commas, single
 * quotes, unquoted keys, hex numbers, Infinity/NaN). `JSON.parse` goes first because it is about
 * ten times faster on large input; JSON5 is a superset, so its error is the one reported.
 */
export function parseJson(text: string): Result<unknown, JsonSyntaxError> {
  try {
    return ok(JSON.parse(text));
  } catch {
    return parseJson5(text);
  }
}

function parseJson5(text: string): Result<unknown, JsonSyntaxError> {
  try {
    return ok(JSON5.parse<unknown>(text));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = positionOf(error);
    return err(position ? { message, position } : { message });
  }
}

/** json5 puts the position on its SyntaxError as `lineNumber` and `columnNumber`. */
function positionOf(error: unknown): TextPosition | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { lineNumber, columnNumber } = error as { lineNumber?: unknown; columnNumber?: unknown };
  if (typeof lineNumber !== 'number' || typeof columnNumber !== 'number') return undefined;
  return { line: lineNumber, column: columnNumber };
}

/** The reason with its place, for people: `Line 3, column 3: invalid character '"'`. */
export function describeJsonSyntaxError({ message, position }: JsonSyntaxError): string {
  const reason = message.replace(/^JSON5: /, '').replace(/ at \d+:\d+$/, '');
  return position ? `Line ${position.line}, column ${position.column}: ${reason}` : reason;
}
