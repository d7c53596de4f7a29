import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'jwt-parser',
  name: 'JWT parser',
  description: 'Decode a JSON Web Token, explain its header and claims, and optionally check its signature.',
  keywords: [
    'jwt',
    'parser',
    'decode',
    'typ',
    'alg',
    'iss',
    'sub',
    'aud',
    'exp',
    'nbf',
    'iat',
    'jti',
    'json',
    'web',
    'token',
  ],
  category: 'web',
  icon: 'key',
  component: () => import('./JwtParser'),
});
