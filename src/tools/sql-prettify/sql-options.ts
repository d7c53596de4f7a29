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

export const dialectOptions: readonly { label: string; value: SqlDialect }[] = [
  { label: 'GCP BigQuery', value: 'bigquery' },
  { label: 'ClickHouse', value: 'clickhouse' },
  { label: 'IBM DB2', value: 'db2' },
  { label: 'IBM DB2i', value: 'db2i' },
  { label: 'DuckDB', value: 'duckdb' },
  { label: 'Apache Hive', value: 'hive' },
  { label: 'MariaDB', value: 'mariadb' },
  { label: 'MySQL', value: 'mysql' },
  { label: 'Couchbase N1QL', value: 'n1ql' },
  { label: 'Oracle PL/SQL', value: 'plsql' },
  { label: 'PostgreSQL', value: 'postgresql' },
  { label: 'Amazon Redshift', value: 'redshift' },
  { label: 'SingleStoreDB', value: 'singlestoredb' },
  { label: 'Snowflake', value: 'snowflake' },
  { label: 'Spark', value: 'spark' },
  { label: 'Standard SQL', value: 'sql' },
  { label: 'sqlite', value: 'sqlite' },
  { label: 'TiDB', value: 'tidb' },
  { label: 'Trino', value: 'trino' },
  { label: 'SQL Server Transact-SQL', value: 'tsql' },
];

export const caseOptions: readonly { label: string; value: KeywordCase & FunctionCase }[] = [
  { label: 'UPPERCASE', value: 'upper' },
  { label: 'lowercase', value: 'lower' },
  { label: 'Preserve', value: 'preserve' },
];

export const indentStyleOptions: readonly { label: string; value: IndentStyle }[] = [
  { label: 'Standard', value: 'standard' },
  { label: 'Tabular left', value: 'tabularLeft' },
  { label: 'Tabular right', value: 'tabularRight' },
];

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
