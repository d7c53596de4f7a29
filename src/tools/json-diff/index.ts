import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'json-diff',
  name: 'JSON diff',
  description: 'Compare two JSON documents and see what was added, removed or changed.',
  keywords: ['json', 'diff', 'compare', 'difference', 'object', 'data'],
  category: 'web',
  icon: 'git-compare',
  createdAt: '2023-04-20',
  component: () => import('./JsonDiff'),
});
