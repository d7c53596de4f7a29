import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'yaml-to-toml',
  name: 'YAML to TOML',
  description: 'Convert YAML to TOML.',
  keywords: ['yaml', 'to', 'toml', 'convert', 'transform'],
  category: 'converter',
  icon: 'align-justified',
  createdAt: '2023-06-23',
  component: () => import('./YamlToToml'),
});
