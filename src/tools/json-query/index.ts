import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'json-query',
  name: 'JSON query (jq and JSONPath)',
  description: 'Query and reshape JSON with the real jq 1.8 or with standard JSONPath (RFC 9535), live and offline.',
  keywords: ['json', 'jq', 'jsonpath', 'query', 'filter', 'select', 'path', 'rfc 9535', 'jsonl', 'ndjson', 'transform'],
  category: 'development',
  icon: 'filter-code',
  createdAt: '2026-11-28',
  component: () => import('./JsonQuery'),
});
