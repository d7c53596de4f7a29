import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'ssh-key-generator',
  name: 'SSH key generator',
  description:
    'Generate an SSH key pair in OpenSSH format, with comment and passphrase, and get the fingerprint and randomart of any public key.',
  keywords: [
    'ssh',
    'ssh-keygen',
    'key',
    'pair',
    'generator',
    'ed25519',
    'ecdsa',
    'rsa',
    'openssh',
    'public',
    'private',
    'passphrase',
    'fingerprint',
    'sha256',
    'md5',
    'randomart',
    'authorized_keys',
  ],
  category: 'crypto',
  icon: 'terminal-2',
  redirectFrom: ['/ssh-keygen'],
  createdAt: '2026-12-01',
  component: () => import('./SshKeyGenerator'),
});
