import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'lorem-ipsum-generator',
  name: 'Lorem ipsum generator',
  description: 'Generate placeholder text in pseudo-Latin, as plain text or HTML paragraphs.',
  keywords: ['lorem', 'ipsum', 'dolor', 'sit', 'amet', 'placeholder', 'text', 'filler', 'random', 'generator'],
  category: 'text',
  icon: 'align-justified',
  createdAt: '2026-11-24',
  component: () => import('./LoremIpsumGenerator'),
});
