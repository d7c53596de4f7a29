import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'bcrypt',
  name: 'Bcrypt',
  description: 'Hash a string with bcrypt, or check whether a string matches an existing bcrypt hash.',
  keywords: ['bcrypt', 'hash', 'compare', 'password', 'salt', 'round', 'storage', 'crypto'],
  category: 'crypto',
  icon: 'lock-password',
  component: () => import('./Bcrypt'),
});
