import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'html-entities',
  name: 'Escape HTML entities',
  description: 'Turn <, >, &, " and \' into HTML entities, or turn entities back into characters.',
  keywords: ['html', 'entities', 'escape', 'unescape', 'special', 'characters', 'tags'],
  category: 'web',
  icon: 'brackets-angle',
  createdAt: '2026-11-24',
  component: () => import('./HtmlEntities'),
});
