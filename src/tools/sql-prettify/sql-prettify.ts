import { format } from 'sql-formatter';
import { clampInteger } from '../../lib/clamp-integer';
import { fail } from '../../lib/operation/message';
import { textToText } from '../../lib/operation/text-to-text';
import { minifySql } from './minify-sql';
import { sqlErrorText } from './sql-error';
import { defaultSqlPrettifyOptions, maxTabWidth, minTabWidth, type SqlPrettifyOptions } from './sql-options';

/**
 * The query laid out by sql-formatter in the chosen dialect (statements one blank line apart), or
 * on one line when `minify`; a query the dialect cannot parse is refused with the parser's message.
 */
export const prettifySql = textToText((query: string, options: SqlPrettifyOptions) => {
  let formatted: string;
  try {
    formatted = format(query, {
      language: options.dialect,
      keywordCase: options.keywordCase,
      indentStyle: options.indentStyle,
      functionCase: options.functionCase,
      tabWidth: clampInteger(options.tabWidth, minTabWidth, maxTabWidth, defaultSqlPrettifyOptions.tabWidth),
      useTabs: false,
      denseOperators: options.denseOperators,
    });
  } catch (error) {
    return fail('errors.unformattable', sqlErrorText(error));
  }
  return options.minify ? minifySql(formatted) : formatted;
});
