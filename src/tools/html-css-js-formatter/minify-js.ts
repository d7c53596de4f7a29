import { minify } from 'terser';
import { failWithSyntaxError } from './syntax-error';

interface TerserParseError extends Error {
  line: number;
  /** From 0. */
  col: number;
}

function isTerserParseError(error: unknown): error is TerserParseError {
  const { line, col } = (error ?? {}) as Partial<TerserParseError>;
  return error instanceof Error && typeof line === 'number' && typeof col === 'number';
}

/**
 * JavaScript minified by terser with script semantics: top-level names are kept (as a module,
 * every unused top-level declaration would go), `import` and `export` are still accepted. Comments
 * are dropped but for `/*!`, `@license` and `@preserve` ones (terser's default). `bareReturns`
 * allows a `return` outside a function (an event attribute's code). Unparsable code ends the run
 * with terser's message and position.
 */
export async function minifyJavaScript(
  code: string,
  { mangle, compress }: { mangle: boolean; compress: boolean },
  { bareReturns = false }: { bareReturns?: boolean } = {},
): Promise<string> {
  try {
    const result = await minify(code, { mangle, compress, parse: { bare_returns: bareReturns } });
    return result.code ?? '';
  } catch (error) {
    if (!isTerserParseError(error)) throw error;
    return failWithSyntaxError({ line: error.line, column: error.col + 1 }, error.message);
  }
}
