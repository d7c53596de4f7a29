import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'yaml-prettify',
  name: 'YAML prettify and format',
  description: 'Re-indent YAML consistently, optionally sorting keys.',
  keywords: ['yaml', 'viewer', 'prettify', 'format'],
  category: 'development',
  icon: 'align-justified',
  createdAt: '2024-01-31',
  component: () => import('./YamlPrettify'),
});
