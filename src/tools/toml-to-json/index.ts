import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'toml-to-json',
  name: 'TOML to JSON',
  description: 'Convert TOML to JSON.',
  keywords: ['toml', 'json', 'convert', 'online', 'transform', 'parser'],
  category: 'converter',
  icon: 'braces',
  createdAt: '2023-06-23',
  component: () => import('./TomlToJson'),
});
