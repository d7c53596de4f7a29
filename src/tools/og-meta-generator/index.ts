import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'og-meta-generator',
  name: 'Open graph meta generator',
  description: 'Fill in a form and get the Open Graph and Twitter <meta> tags for your page.',
  keywords: [
    'meta',
    'tag',
    'generator',
    'social',
    'title',
    'description',
    'image',
    'share',
    'online',
    'website',
    'open',
    'graph',
    'og',
  ],
  category: 'web',
  icon: 'tags',
  createdAt: '2026-11-24',
  component: () => import('./OgMetaGenerator'),
});
