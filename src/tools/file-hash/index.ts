import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'file-hash',
  name: 'File checksum',
  description:
    'Compute MD5, SHA-1, SHA-2, SHA-3, BLAKE2b, BLAKE3 and CRC32 checksums of files of any size, compare them with an expected value or a checksums file.',
  keywords: [
    'file',
    'hash',
    'checksum',
    'digest',
    'verify',
    'md5',
    'sha1',
    'sha256',
    'sha512',
    'sha3',
    'blake2',
    'blake3',
    'crc32',
    'sha256sum',
    'iso',
    'integrity',
  ],
  category: 'crypto',
  icon: 'file-check',
  redirectFrom: ['/file-hasher', '/file-checksum'],
  createdAt: '2026-12-01',
  component: () => import('./FileHash'),
});
