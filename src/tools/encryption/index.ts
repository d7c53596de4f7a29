import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'encryption',
  name: 'Encrypt / decrypt text',
  description: 'Encrypt text or decrypt ciphertext with a passphrase, using AES, TripleDES, Rabbit or RC4.',
  keywords: ['cypher', 'encipher', 'text', 'AES', 'TripleDES', 'Rabbit', 'RC4'],
  category: 'crypto',
  icon: 'lock',
  redirectFrom: ['/cypher'],
  component: () => import('./Encryption'),
});
