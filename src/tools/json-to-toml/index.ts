import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'json-to-toml',
  name: 'JSON to TOML',
  description: 'Convert JSON to TOML.',
  keywords: ['json', 'parse', 'toml', 'convert', 'transform'],
  category: 'converter',
  icon: 'braces',
  createdAt: '2023-06-23',
  component: () => import('./JsonToToml'),
});
