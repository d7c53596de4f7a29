import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'hash-text',
  name: 'Hash text',
  description: 'Get the MD5, SHA-1, SHA-2, SHA-3/Keccak and RIPEMD-160 digests of a text at once.',
  keywords: [
    'hash',
    'digest',
    'crypto',
    'security',
    'text',
    'MD5',
    'SHA1',
    'SHA256',
    'SHA224',
    'SHA512',
    'SHA384',
    'SHA3',
    'RIPEMD160',
  ],
  category: 'crypto',
  icon: 'fingerprint',
  redirectFrom: ['/hash'],
  component: () => import('./HashText'),
});
