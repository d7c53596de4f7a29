import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'json-to-xml',
  name: 'JSON to XML',
  description: 'Convert JSON to XML.',
  keywords: ['json', 'xml'],
  category: 'converter',
  icon: 'braces',
  createdAt: '2024-08-09',
  component: () => import('./JsonToXml'),
});
