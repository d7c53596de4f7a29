import { libraryText } from '../../lib/library-text';
import { fail } from '../../lib/operation/message';
import type { TextPosition } from '../../lib/formats/text-position';

/**
 * Ends the run with "Syntax error at line L, column C: <the library's message>" (line and column
 * from 1); `frame`, Prettier's excerpt of the code with a caret, is shown under it on the page.
 */
export function failWithSyntaxError(position: TextPosition, detail: string, frame?: string): never {
  return fail('errors.syntax', {
    line: position.line,
    column: position.column,
    ...libraryText(detail),
    ...(frame ? { frame } : {}),
  });
}

/** The message of something thrown (a library's error, a string). */
export function thrownText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
