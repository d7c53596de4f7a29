import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'rsa-key-pair-generator',
  name: 'RSA key pair generator',
  description: 'Generate a new RSA key pair and get the public and private keys as PEM.',
  keywords: ['rsa', 'key', 'pair', 'generator', 'public', 'private', 'secret', 'ssh', 'pem'],
  category: 'crypto',
  icon: 'key',
  component: () => import('./RsaKeyPairGenerator'),
});
