import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'sql-prettify',
  name: 'SQL prettify and format',
  description: 'Lay out SQL queries in a readable way, for many SQL dialects.',
  keywords: [
    'sql',
    'prettify',
    'beautify',
    'GCP BigQuery',
    'IBM DB2',
    'Apache Hive',
    'MariaDB',
    'MySQL',
    'Couchbase N1QL',
    'Oracle PL/SQL',
    'PostgreSQL',
    'Amazon Redshift',
    'Spark',
    'SQL Server Transact-SQL',
  ],
  category: 'development',
  icon: 'database',
  createdAt: '2026-11-24',
  component: () => import('./SqlPrettify'),
});
