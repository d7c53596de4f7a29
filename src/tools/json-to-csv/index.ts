import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'json-to-csv',
  name: 'JSON to CSV',
  description: 'Turn a JSON array of objects into CSV, with headers detected automatically.',
  keywords: ['json', 'to', 'csv', 'convert'],
  category: 'development',
  icon: 'file-type-csv',
  createdAt: '2023-06-18',
  component: () => import('./JsonToCsv'),
});
