import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'xml-to-json',
  name: 'XML to JSON',
  description: 'Convert XML to JSON.',
  keywords: ['xml', 'json'],
  category: 'converter',
  icon: 'braces',
  createdAt: '2024-08-09',
  component: () => import('./XmlToJson'),
});
