import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'json-minify',
  name: 'JSON minify',
  description: 'Strip all unneeded whitespace from JSON.',
  keywords: ['json', 'minify', 'format'],
  category: 'development',
  icon: 'arrows-minimize',
  createdAt: '2026-11-24',
  component: () => import('./JsonMinify'),
});
