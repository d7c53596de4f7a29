import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'hmac-generator',
  name: 'Hmac generator',
  description: 'Compute a keyed-hash message authentication code (HMAC) of a text with a secret key.',
  keywords: ['hmac', 'generator', 'MD5', 'SHA1', 'SHA256', 'SHA224', 'SHA512', 'SHA384', 'SHA3', 'RIPEMD160'],
  category: 'crypto',
  icon: 'shield-lock',
  component: () => import('./HmacGenerator'),
});
