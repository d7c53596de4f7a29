import { format } from 'sql-formatter';
import { clampInteger } from '../../lib/clamp-integer';
import { ConversionError, defineConverter } from '../../lib/conversion/conversion';
import { minifySql } from './minify-sql';
import { defaultSqlPrettifyOptions, maxTabWidth, minTabWidth, type SqlPrettifyOptions } from './sql-options';

/**
 * The query laid out by sql-formatter in the chosen dialect (statements one blank line apart), or
 * on one line when `minify`; a query the dialect cannot parse is refused with the parser's message.
 */
export const prettifySql = defineConverter<SqlPrettifyOptions>((query, options) => {
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
    const message = error instanceof Error ? error.message : String(error);
    throw new ConversionError(`Unable to format this query: ${message}`);
  }
  return options.minify ? minifySql(formatted) : formatted;
});
