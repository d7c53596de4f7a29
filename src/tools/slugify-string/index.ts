import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'slugify-string',
  name: 'Slugify string',
  description: 'Turn any text into a URL-, file-name- and id-safe slug.',
  keywords: ['slugify', 'string', 'escape', 'emoji', 'special', 'character', 'space', 'trim'],
  category: 'web',
  icon: 'abc',
  createdAt: '2026-11-24',
  component: () => import('./SlugifyString'),
});
