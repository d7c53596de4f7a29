import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'string-obfuscator',
  name: 'String obfuscator',
  description: 'Mask the middle of a secret (token, IBAN, key) so it can be shared and still recognised.',
  keywords: ['string', 'obfuscator', 'secret', 'token', 'hide', 'obscure', 'mask', 'masking'],
  category: 'text',
  icon: 'eye-off',
  createdAt: '2023-08-16',
  component: () => import('./StringObfuscator'),
});
