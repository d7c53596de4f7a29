import { firstLine } from '../../lib/text-lines';
import type { Plugin } from 'prettier';
import { formatWithPrettier } from '../../lib/prettier';
import type { FormatterOptions, Language } from './options';
import { failWithSyntaxError } from './syntax-error';

/**
 * Prettier's parser for each language, and the plugins it needs (HTML formats embedded scripts and
 * styles), each a chunk loaded with the first run in its language.
 */
const parsers: Record<Language, { parser: string; plugins: () => Promise<Plugin>[] }> = {
  html: {
    parser: 'html',
    plugins: () => [
      import('prettier/plugins/html'),
      import('prettier/plugins/babel'),
      import('prettier/plugins/estree'),
      import('prettier/plugins/postcss'),
    ],
  },
  css: { parser: 'css', plugins: () => [import('prettier/plugins/postcss')] },
  js: { parser: 'babel', plugins: () => [import('prettier/plugins/babel'), import('prettier/plugins/estree')] },
  ts: {
    parser: 'typescript',
    plugins: () => [import('prettier/plugins/typescript'), import('prettier/plugins/estree')],
  },
};

interface PrettierSyntaxError {
  message: string;
  loc: { start: { line: number; column: number } };
  codeFrame?: string;
}

function isPrettierSyntaxError(error: unknown): error is PrettierSyntaxError {
  const loc = (error as { loc?: { start?: { line?: unknown; column?: unknown } } } | null)?.loc?.start;
  return error instanceof Error && typeof loc?.line === 'number' && typeof loc.column === 'number';
}

/**
 * Prettier's first message line as the page shows it: without its ` (L:C)` suffix (the position is
 * said before it) nor PostCSS's `CssSyntaxError: ` prefix.
 */
export function prettierMessage(message: string): string {
  return firstLine(message)
    .replace(/^CssSyntaxError: /, '')
    .replace(/ \(\d+:\d+\)$/, '');
}

/** `code` laid out by Prettier with the page's options; unparsable code ends the run with Prettier's message and position. */
export async function beautify(code: string, options: FormatterOptions): Promise<string> {
  const { parser, plugins } = parsers[options.language];
  try {
    return await formatWithPrettier(
      code,
      {
        parser,
        printWidth: options.printWidth,
        tabWidth: options.indentSize,
        useTabs: options.useTabs,
        singleQuote: options.singleQuote,
        semi: options.semi,
        trailingComma: options.trailingComma,
        htmlWhitespaceSensitivity: options.whitespaceSensitivity,
      },
      plugins(),
    );
  } catch (error) {
    if (!isPrettierSyntaxError(error)) throw error;
    const { line, column } = error.loc.start;
    return failWithSyntaxError({ line, column }, prettierMessage(error.message), error.codeFrame);
  }
}
