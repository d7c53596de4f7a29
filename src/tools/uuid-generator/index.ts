import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'uuid-generator',
  name: 'UUIDs generator',
  description: 'Generate one or many UUIDs — nil, time-based, name-based (MD5/SHA-1) or random.',
  keywords: [
    'uuid',
    'v4',
    'random',
    'id',
    'alphanumeric',
    'identity',
    'token',
    'string',
    'identifier',
    'unique',
    'v1',
    'v3',
    'v5',
    'nil',
  ],
  category: 'crypto',
  icon: 'id',
  component: () => import('./UuidGenerator'),
});
