import { minify } from 'html-minifier-terser';
import { positionAt } from '../../lib/formats/text-position';
import { fail, MessageError } from '../../lib/operation/message';
import type { Note } from '../../lib/operation/operation';
import { minifyCss } from './minify-css';
import { minifyJavaScript } from './minify-js';
import type { FormatterOptions } from './options';
import { thrownText } from './syntax-error';

type InlineNote = 'notes.inlineScript' | 'notes.inlineStyle';

/** What the library trims before it parses: HTML's whitespace. */
const trailingSpace = /[ \n\r\t\f]+$/;

/**
 * Where the text the parser gave up on (`rest`, what follows `Parse Error: `) starts in `html`: it
 * is the end of the page as the library read it, trailing whitespace trimmed. Where the library had
 * replaced parts first (template fragments), the last place its beginning occurs.
 */
export function restStart(html: string, rest: string): number {
  const trimmed = html.replace(trailingSpace, '');
  if (trimmed.endsWith(rest)) return trimmed.length - rest.length;
  for (const length of [80, 40, 20, 10, 5, 2]) {
    const at = html.lastIndexOf(rest.slice(0, length));
    if (at !== -1) return at;
  }
  return 0;
}

/**
 * A `media` attribute's value minified as a media query: wrapped in a rule for csso and unwrapped
 * (positions of an error are in the value itself).
 */
function minifyMediaQuery(query: string, restructure: boolean): string {
  const prefix = '@media ';
  try {
    const css = minifyCss(`${prefix}${query}{a{top:0}}`, { restructure });
    return /^@media ([\s\S]*?)\s*\{[\s\S]*\}$/.exec(css)?.[1] ?? query;
  } catch (error) {
    if (!(error instanceof MessageError) || error.detail.values?.line !== 1) throw error;
    const column = Number(error.detail.values.column) - prefix.length;
    throw new MessageError({ ...error.detail, values: { ...error.detail.values, column: Math.max(1, column) } });
  }
}

/**
 * A page minified by html-minifier-terser: whitespace collapsed, comments removed (switch), boolean
 * and redundant attributes shortened, the short doctype; with `minifyInline`, `<style>`, `style`
 * and `media` attributes through csso and `<script>` and event attributes through terser, each one
 * that fails kept as it is with a warning (the first of each kind). Template fragments (`<?php ?>`,
 * `<% %>`) are kept. Markup the parser cannot read ends the run with the place it stopped.
 */
export async function minifyHtml(html: string, options: FormatterOptions): Promise<{ output: string; notes: Note[] }> {
  const warnings = new Map<InlineNote, Note>();
  const keptAsIs = (code: InlineNote, error: unknown, text: string) => {
    if (!(error instanceof MessageError)) throw error;
    if (!warnings.has(code)) warnings.set(code, { code, values: error.detail.values, warning: true });
    return text;
  };
  const { restructure } = options;
  const inline = options.minifyInline && {
    // Async, as the library chains `.then` on them where the page holds template fragments.
    minifyCSS: async (text: string, type?: 'inline' | 'media') => {
      try {
        if (type === 'media') return minifyMediaQuery(text, restructure);
        return minifyCss(text, { restructure }, type === 'inline' ? 'declarationList' : 'stylesheet');
      } catch (error) {
        return keptAsIs('notes.inlineStyle', error, text);
      }
    },
    minifyJS: async (text: string, inAttribute?: boolean) => {
      try {
        return await minifyJavaScript(text, options, { bareReturns: inAttribute === true });
      } catch (error) {
        return keptAsIs('notes.inlineScript', error, text);
      }
    },
  };
  let output: string;
  try {
    output = await minify(html, {
      collapseWhitespace: true,
      removeComments: options.removeComments,
      collapseBooleanAttributes: true,
      removeRedundantAttributes: true,
      removeScriptTypeAttributes: true,
      removeStyleLinkTypeAttributes: true,
      useShortDoctype: true,
      minifyCSS: inline && inline.minifyCSS,
      minifyJS: inline && inline.minifyJS,
    });
  } catch (error) {
    const rest = /^Parse Error: ([\s\S]*)$/.exec(thrownText(error))?.[1];
    if (rest === undefined) throw error;
    return fail('errors.htmlParse', { ...positionAt(html, restStart(html, rest)) });
  }
  return { output, notes: [...warnings.values()] };
}
