import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'basic-auth-generator',
  name: 'Basic auth generator',
  description: 'Build an HTTP Basic Authorization header from a username and a password.',
  keywords: [
    'basic',
    'auth',
    'generator',
    'username',
    'password',
    'base64',
    'authentication',
    'header',
    'authorization',
  ],
  category: 'web',
  icon: 'password-user',
  createdAt: '2026-11-24',
  component: () => import('./BasicAuthGenerator'),
});
