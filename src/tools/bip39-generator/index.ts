import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'bip39-generator',
  name: 'BIP39 passphrase generator',
  description: 'Turn random or given entropy into a BIP39 mnemonic phrase, or recover the entropy behind a mnemonic.',
  keywords: ['BIP39', 'passphrase', 'generator', 'mnemonic', 'entropy'],
  category: 'crypto',
  icon: 'list-numbers',
  component: () => import('./Bip39Generator'),
});
