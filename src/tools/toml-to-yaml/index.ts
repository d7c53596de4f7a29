import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'toml-to-yaml',
  name: 'TOML to YAML',
  description: 'Convert TOML to YAML.',
  keywords: ['toml', 'yaml', 'convert', 'online', 'transform', 'parse'],
  category: 'converter',
  icon: 'align-justified',
  createdAt: '2023-06-23',
  component: () => import('./TomlToYaml'),
});
