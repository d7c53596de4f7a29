import { libraryText } from '../../lib/library-text';
import { message, type Message } from '../../lib/operation/message';

/**
 * mathjs's syntax errors end with the place, "(char N)", also its `char`; its messages have a few
 * fixed forms, each by the catalogue's words for it (errors.math.*). Evaluation errors other than an
 * unknown name (a unit mismatch, a wrong argument) stay in its words.
 */
export function mathErrorKind(error: unknown): Message | undefined {
  if (!(error instanceof Error)) return undefined;
  const text = error.message;
  const symbol = /^Undefined (symbol|function) (\S+)$/.exec(text);
  if (symbol)
    return message(symbol[1] === 'symbol' ? 'errors.math.undefinedSymbol' : 'errors.math.undefinedFunction', {
      name: symbol[2],
    });
  const at = /\(char (\d+)\)$/.exec(text);
  if (!(error instanceof SyntaxError) || !at) return undefined;
  const position = Number(at[1]);
  if (text.startsWith('Unexpected end of expression')) return message('errors.math.unexpectedEnd', { position });
  if (text.startsWith('Value expected')) return message('errors.math.valueExpected', { position });
  const closing = /(?:^| )(\S) expected \(char \d+\)$/.exec(text);
  if (closing) return message('errors.math.closingExpected', { closing: closing[1], position });
  const unexpected = /^Unexpected (?:part|operator) "?(.+?)"? \(char \d+\)$/.exec(text);
  if (unexpected) return message('errors.math.unexpectedPart', { text: unexpected[1], position });
  return message('errors.math.syntax', { position });
}

/** mathjs's message, as the spec shows it; in another language, the catalogue's words for its kind. */
export function mathErrorText(error: unknown): Record<string, string | number> {
  return libraryText(error instanceof Error ? error.message : String(error), mathErrorKind(error));
}
