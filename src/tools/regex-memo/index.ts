import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'regex-memo',
  name: 'Regex cheatsheet',
  description: 'Quick reference of JavaScript regular-expression syntax.',
  keywords: ['regex', 'regular', 'expression', 'javascript', 'memo', 'cheatsheet'],
  category: 'development',
  icon: 'text-regex-asterisk',
  createdAt: '2024-09-20',
  component: () => import('./RegexMemo'),
});
