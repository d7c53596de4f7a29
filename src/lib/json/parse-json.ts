import JSON5 from 'json5';
import type { TextPosition } from '../formats/text-position';
import { message as catalogueMessage, type Message } from '../operation/message';
import { err, ok, type Result } from '../result';

export interface JsonSyntaxError {
  /** The parser's own words, its place included: `JSON5: invalid character '}' at 1:7`. */
  message: string;
  /** Where reading stopped, when the parser says. */
  position?: TextPosition;
  /** The same in the catalogue's words, place included (common.parser.json.*), when the parser says where. */
  kind?: Message;
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
    return err(position ? { message, position, kind: json5ErrorKind(message, position) } : { message });
  }
}

/**
 * json5's three kinds of syntax error (it gives no codes; its messages have one form each), in the
 * catalogue's words with the place; any other, a syntax error at that place.
 */
function json5ErrorKind(message: string, { line, column }: TextPosition): Message {
  const character = /^JSON5: invalid character '(.*)' at \d+:\d+$/s.exec(message);
  if (character)
    return catalogueMessage('common.parser.json.unexpectedCharacter', { character: character[1], line, column });
  if (message.startsWith('JSON5: invalid end of input'))
    return catalogueMessage('common.parser.json.unexpectedEnd', { line, column });
  if (message.startsWith('JSON5: invalid identifier character'))
    return catalogueMessage('common.parser.json.invalidKeyCharacter', { line, column });
  return catalogueMessage('common.parser.syntaxAt', { line, column });
}

/** json5 puts the position on its SyntaxError as `lineNumber` and `columnNumber`. */
function positionOf(error: unknown): TextPosition | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { lineNumber, columnNumber } = error as { lineNumber?: unknown; columnNumber?: unknown };
  if (typeof lineNumber !== 'number' || typeof columnNumber !== 'number') return undefined;
  return { line: lineNumber, column: columnNumber };
}
