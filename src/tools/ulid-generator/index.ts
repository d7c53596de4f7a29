import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'ulid-generator',
  name: 'ULID generator',
  description: 'Generate random, time-sortable ULIDs (Universally Unique Lexicographically Sortable Identifiers).',
  keywords: [
    'ulid',
    'generator',
    'random',
    'id',
    'alphanumeric',
    'identity',
    'token',
    'string',
    'identifier',
    'unique',
  ],
  category: 'crypto',
  icon: 'sort-ascending-letters',
  createdAt: '2023-09-11',
  component: () => import('./UlidGenerator'),
});
