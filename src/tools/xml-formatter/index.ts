import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'xml-formatter',
  name: 'XML formatter',
  description: 'Indent XML so its structure is readable.',
  keywords: ['xml', 'prettify', 'format'],
  category: 'development',
  icon: 'code',
  createdAt: '2023-06-17',
  component: () => import('./XmlFormatter'),
});
