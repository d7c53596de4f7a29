import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'yaml-to-json-converter',
  name: 'YAML to JSON converter',
  description: 'Convert YAML to JSON as you type.',
  keywords: ['yaml', 'to', 'json'],
  category: 'converter',
  icon: 'braces',
  createdAt: '2023-04-10',
  component: () => import('./YamlToJsonConverter'),
});
