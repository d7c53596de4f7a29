import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'token-generator',
  name: 'Token generator',
  description:
    'Create random strings from the character sets you choose: upper- and lowercase letters, digits and symbols.',
  keywords: [
    'token',
    'random',
    'string',
    'alphanumeric',
    'symbols',
    'number',
    'letters',
    'lowercase',
    'uppercase',
    'password',
  ],
  category: 'crypto',
  icon: 'arrows-shuffle',
  component: () => import('./TokenGenerator'),
});
