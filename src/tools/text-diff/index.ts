import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'text-diff',
  name: 'Text diff',
  description: 'Compare two texts and see what was added, removed or changed.',
  keywords: ['text', 'diff', 'compare', 'string', 'text diff', 'code'],
  category: 'text',
  icon: 'file-diff',
  createdAt: '2023-08-16',
  component: () => import('./TextDiff'),
});
