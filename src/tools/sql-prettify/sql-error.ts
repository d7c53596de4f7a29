import { libraryText } from '../../lib/library-text';
import { message, type Message } from '../../lib/operation/message';
import { firstLine } from '../../lib/text-lines';

/**
 * sql-formatter's two kinds of parse error (it gives no codes; each has one form, with the place):
 * a text its tokenizer does not know (`Parse error: Unexpected "$1" at line 1 column 8.`), and a
 * token its grammar did not expect (`Parse error at token: «EOF» at line 1 column 17`).
 */
export function sqlErrorKind(errorMessage: string): Message | undefined {
  const line = firstLine(errorMessage);
  const found =
    /^Parse error: Unexpected "(.*)" at line (\d+) column (\d+)\.?$/.exec(line) ??
    /^Parse error at token: (.*) at line (\d+) column (\d+)$/.exec(line);
  if (!found) return undefined;
  const [, text, lineNumber, column] = found;
  const position = { line: Number(lineNumber), column: Number(column) };
  return text === '«EOF»'
    ? message('errors.sql.unexpectedEnd', position)
    : message('errors.sql.unexpected', { text, ...position });
}

/** The parser's message (the spec's words), and in another language the catalogue's for its kind. */
export function sqlErrorText(error: unknown): Record<string, string | number> {
  const text = error instanceof Error ? error.message : String(error);
  return libraryText(text, sqlErrorKind(text));
}
