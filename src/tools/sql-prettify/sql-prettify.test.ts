import { describe, expect, it } from 'vitest';
import { defaultValues } from '../../lib/tool-state/fields';
import { errorInEnglish, inLanguage } from '../../test/words';
import de from './locales/de.json';
import { defaultSqlResult } from './default-sql';
import words from './locales/en.json';
import { minifySql } from './minify-sql';
import { sqlPrettify } from './operations';
import { defaultSqlPrettifyOptions, defaultSqlQuery, sqlDialects, type SqlPrettifyOptions } from './sql-options';
import { prettifySql } from './sql-prettify';

const withOptions = (options: Partial<SqlPrettifyOptions> = {}) => ({ ...defaultSqlPrettifyOptions, ...options });
const output = (query: string, options: Partial<SqlPrettifyOptions> = {}) => {
  const result = prettifySql(query, withOptions(options));
  if (!result.ok) throw new Error(errorInEnglish(result, words) as string);
  return result.value;
};

describe('prettifySql — spec examples', () => {
  it('example 1: the default query with the default options, as the page shows it before the worker answers', () => {
    const { sql, ...options } = defaultValues(sqlPrettify.fields);
    expect(sql).toBe(defaultSqlQuery);
    expect(prettifySql(sql, options)).toEqual(defaultSqlResult);
  });

  it('example 2: a join, keeping count(*) in lower case', () => {
    const query =
      'select u.id, o.total from users u inner join orders o on o.user_id = u.id where o.total > 100 group by u.id having count(*) > 2';
    expect(output(query)).toBe(
      [
        'SELECT',
        '  u.id,',
        '  o.total',
        'FROM',
        '  users u',
        '  INNER JOIN orders o ON o.user_id = u.id',
        'WHERE',
        '  o.total > 100',
        'GROUP BY',
        '  u.id',
        'HAVING',
        '  count(*) > 2',
      ].join('\n'),
    );
  });

  it('example 3: tabular left', () => {
    expect(output('select a, b from t where x = 1', { indentStyle: 'tabularLeft' })).toBe(
      ['SELECT    a,', '          b', 'FROM      t', 'WHERE     x = 1'].join('\n'),
    );
  });
});

describe('prettifySql — options', () => {
  it.each([
    { keywordCase: 'lower' as const, expected: 'select\n  a\nfrom\n  t' },
    { keywordCase: 'preserve' as const, expected: 'Select\n  a\nFROM\n  t' },
    { keywordCase: 'upper' as const, expected: 'SELECT\n  a\nFROM\n  t' },
  ])('keyword case $keywordCase', ({ keywordCase, expected }) => {
    expect(output('Select a FROM t', { keywordCase })).toBe(expected);
  });

  it('tabular left in lower case, and minified', () => {
    const options = { indentStyle: 'tabularLeft', keywordCase: 'lower' } as const;
    expect(output('select a, b from t where x = 1', options)).toBe(
      ['select    a,', '          b', 'from      t', 'where     x = 1'].join('\n'),
    );
    expect(output('select a, b from t where x = 1', { ...options, minify: true })).toBe(
      'select a, b from t where x = 1',
    );
  });

  it('tabular right aligns keywords to the right', () => {
    expect(output('select a from t', { indentStyle: 'tabularRight' })).toBe('   SELECT a\n     FROM t');
  });

  it('separates statements with one blank line', () => {
    expect(output('select a from t; select b from u;')).toBe('SELECT\n  a\nFROM\n  t;\n\nSELECT\n  b\nFROM\n  u;');
  });

  it('function case, tab width and dense operators', () => {
    expect(output('select count(a + b) from t', { functionCase: 'upper', tabWidth: 4, denseOperators: true })).toBe(
      'SELECT\n    COUNT(a+b)\nFROM\n    t',
    );
  });

  it('takes a tab width out of range as its nearest bound', () => {
    expect(output('select a from t', { tabWidth: 99 })).toBe('SELECT\n        a\nFROM\n        t');
  });

  it('minifies to one line', () => {
    expect(output('select a, b from t where x = 1; select 2;', { minify: true })).toBe(
      'SELECT a, b FROM t WHERE x = 1; SELECT 2;',
    );
  });

  it.each(sqlDialects)('formats a simple query in %s', (dialect) => {
    expect(output('select a from t', { dialect })).toBe('SELECT\n  a\nFROM\n  t');
  });

  it('accepts dialect syntax: $1 in PostgreSQL', () => {
    expect(output('select * from t where id = $1', { dialect: 'postgresql' })).toBe(
      'SELECT\n  *\nFROM\n  t\nWHERE\n  id = $1',
    );
  });
});

describe('prettifySql — empty and invalid input', () => {
  it.each(['', '   ', '\n\t'])('gives empty output for %j', (query) => {
    expect(prettifySql(query, withOptions())).toEqual({ ok: true, value: '' });
  });

  it.each([
    { query: "select 'abc", reason: 'Parse error: Unexpected "\'abc" at line 1 column 8.' },
    { query: 'select * from t where id = $1', reason: 'Parse error: Unexpected "$1" at line 1 column 28.' },
  ])('refuses $query with the parser message', ({ query, reason }) => {
    const result = prettifySql(query, withOptions());
    expect(result.ok).toBe(false);
    expect(String(errorInEnglish(result, words)).startsWith(`Unable to format this query: ${reason}`)).toBe(true);
  });

  it('does not throw on hostile input', () => {
    for (const query of ['\uD800', '\0\u0001', '<script>alert(1)</script>', 'select 1e309', '9'.repeat(400)]) {
      expect(() => prettifySql(query, withOptions())).not.toThrow();
    }
  });
});

describe('minifySql', () => {
  it.each([
    { sql: 'SELECT\n  a,\n  b\nFROM\n  t', expected: 'SELECT a, b FROM t' },
    { sql: 'SELECT \'a  b\', "c  d", `e  f`', expected: 'SELECT \'a  b\', "c  d", `e  f`' },
    { sql: "SELECT 'it''s  x'", expected: "SELECT 'it''s  x'" },
    { sql: 'SELECT a -- note\nFROM t /* more\n notes */ WHERE b', expected: 'SELECT a FROM t WHERE b' },
    { sql: 'SELECT $$ a  b $$, $x$ c  d $x$', expected: 'SELECT $$ a  b $$, $x$ c  d $x$' },
    { sql: 'SELECT a - b / c', expected: 'SELECT a - b / c' },
    { sql: '  \n', expected: '' },
  ])('$sql → $expected', ({ sql, expected }) => {
    expect(minifySql(sql)).toBe(expected);
  });
});

describe("prettifySql — the parser's error in another language", () => {
  const refusal = (query: string) => {
    const result = prettifySql(query, { ...defaultSqlPrettifyOptions, dialect: 'postgresql' });
    if (result.ok) throw new Error(`${query} was formatted`);
    return result.error;
  };

  it('words what is unexpected and where', () => {
    expect(inLanguage('de', refusal("SELECT 'abc"), words, de)).toBe(
      "Diese Abfrage lässt sich nicht formatieren: unerwartetes „'abc“ in Zeile 1, Spalte 8",
    );
    expect(inLanguage('de', refusal('SELECT * FROM (a'), words, de)).toBe(
      'Diese Abfrage lässt sich nicht formatieren: unerwartetes Ende der Abfrage in Zeile 1, Spalte 17',
    );
  });
});
