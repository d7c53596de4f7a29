import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'jwt-builder',
  name: 'JWT builder and signer',
  description:
    'Build a JSON Web Token from a header and a payload and sign it with a secret or a private key, without the token or the key leaving your browser.',
  keywords: [
    'jwt',
    'jws',
    'token',
    'sign',
    'signer',
    'builder',
    'generator',
    'encoder',
    'claims',
    'hs256',
    'rs256',
    'ps256',
    'es256',
    'eddsa',
    'jwk',
    'pem',
  ],
  category: 'web',
  icon: 'signature',
  redirectFrom: ['/jwt-generator', '/jwt-encoder'],
  createdAt: '2026-12-01',
  component: () => import('./JwtBuilder'),
});
