import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'text-to-unicode',
  name: 'Text to Unicode',
  description: 'Convert text to HTML numeric character references (&#…;) and back.',
  keywords: ['text', 'to', 'unicode'],
  category: 'converter',
  icon: 'ampersand',
  createdAt: '2024-01-31',
  component: () => import('./TextToUnicode'),
});
