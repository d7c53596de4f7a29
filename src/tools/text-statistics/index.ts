import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'text-statistics',
  name: 'Text statistics',
  description: 'Count the characters, words, lines and bytes of a text.',
  keywords: ['text', 'statistics', 'length', 'characters', 'count', 'size', 'bytes'],
  category: 'text',
  icon: 'file-text',
  redirectFrom: ['/text-stats'],
  createdAt: '2026-11-24',
  component: () => import('./TextStatistics'),
});
