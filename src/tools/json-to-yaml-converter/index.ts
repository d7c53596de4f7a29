import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'json-to-yaml-converter',
  name: 'JSON to YAML converter',
  description: 'Convert JSON to YAML as you type.',
  keywords: ['yaml', 'to', 'json'],
  category: 'converter',
  icon: 'braces',
  createdAt: '2023-04-10',
  component: () => import('./JsonToYamlConverter'),
});
