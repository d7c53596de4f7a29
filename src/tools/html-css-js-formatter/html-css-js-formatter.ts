import { failure } from '../../lib/operation/message';
import type { Note, OperationResult } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { sizeSummary } from '../../lib/size-summary';
import { utf8ByteLength } from '../../lib/utf8';
import { gzipSize } from './gzip-size';
import { effectiveOptions, type FormatterOptions } from './options';

// Each library loads with the first run that needs it: Prettier's plugins per language, terser,
// csso, and html-minifier-terser (which uses the other two).
async function formatted(code: string, options: FormatterOptions): Promise<{ output: string; notes: Note[] }> {
  if (!options.minify) return { output: await (await import('./beautify')).beautify(code, options), notes: [] };
  switch (options.language) {
    case 'html':
      return (await import('./minify-html')).minifyHtml(code, options);
    case 'css':
      return { output: (await import('./minify-css')).minifyCss(code, options), notes: [] };
    default:
      return { output: await (await import('./minify-js')).minifyJavaScript(code, options), notes: [] };
  }
}

/**
 * `code` beautified by Prettier or minified (terser, csso, html-minifier-terser), each library
 * loaded on first use; the notes give the UTF-8 and gzip sizes before and after, then any warning.
 * Options that do not apply to the language and mode keep their defaults. Blank code gives nothing;
 * a syntax error ends the run with its position (thrown as a MessageError: see runSafely).
 */
export async function formatCode(code: string, options: FormatterOptions): Promise<OperationResult<string>> {
  if (options.minify && options.language === 'ts') return failure('errors.minifyTypeScript');
  if (code.trim() === '') return ok('');
  const { output, notes } = await formatted(code, effectiveOptions(options));
  const [gzipBefore, gzipAfter] = await Promise.all([gzipSize(code), gzipSize(output)]);
  return {
    ok: true,
    value: output,
    notes: [
      { code: 'notes.sizes', values: sizeSummary(utf8ByteLength(code), utf8ByteLength(output)) },
      { code: 'notes.gzip', values: sizeSummary(gzipBefore, gzipAfter) },
      ...notes,
    ],
  };
}
