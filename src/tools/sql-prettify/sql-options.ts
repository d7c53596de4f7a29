// The page's options and defaults, apart from the formatter: sql-formatter loads in the worker only.
import type { FunctionCase, IndentStyle, KeywordCase, SqlLanguage } from 'sql-formatter';

export type SqlDialect = Extract<
  SqlLanguage,
  | 'bigquery'
  | 'clickhouse'
  | 'db2'
  | 'db2i'
  | 'duckdb'
  | 'hive'
  | 'mariadb'
  | 'mysql'
  | 'n1ql'
  | 'plsql'
  | 'postgresql'
  | 'redshift'
  | 'singlestoredb'
  | 'snowflake'
  | 'spark'
  | 'sql'
  | 'sqlite'
  | 'tidb'
  | 'trino'
  | 'tsql'
>;

export const sqlDialects: readonly SqlDialect[] = [
  'bigquery',
  'clickhouse',
  'db2',
  'db2i',
  'duckdb',
  'hive',
  'mariadb',
  'mysql',
  'n1ql',
  'plsql',
  'postgresql',
  'redshift',
  'singlestoredb',
  'snowflake',
  'spark',
  'sql',
  'sqlite',
  'tidb',
  'trino',
  'tsql',
];

export const sqlCases = ['upper', 'lower', 'preserve'] as const satisfies readonly (KeywordCase & FunctionCase)[];

export const indentStyles = ['standard', 'tabularLeft', 'tabularRight'] as const satisfies readonly IndentStyle[];

export interface SqlPrettifyOptions {
  dialect: SqlDialect;
  keywordCase: KeywordCase;
  indentStyle: IndentStyle;
  functionCase: FunctionCase;
  tabWidth: number;
  denseOperators: boolean;
  minify: boolean;
}

export const defaultSqlQuery = 'select field1,field2,field3 from my_table where my_condition;';
export const minTabWidth = 1;
export const maxTabWidth = 8;

export const defaultSqlPrettifyOptions: SqlPrettifyOptions = {
  dialect: 'sql',
  keywordCase: 'upper',
  indentStyle: 'standard',
  // sql-formatter 15 keeps function names as written; the reference's output did too.
  functionCase: 'preserve',
  tabWidth: 2,
  denseOperators: false,
  minify: false,
};
