import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'ipv6-ula-generator',
  name: 'IPv6 ULA generator',
  description: 'Create a random IPv6 Unique Local Address prefix (fd00::/8, RFC 4193) for a private network.',
  keywords: ['ipv6', 'ula', 'generator', 'rfc4193', 'network', 'private'],
  category: 'network',
  icon: 'network',
  createdAt: '2023-04-09',
  component: () => import('./Ipv6UlaGenerator'),
});
