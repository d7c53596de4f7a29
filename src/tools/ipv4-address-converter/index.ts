import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'ipv4-address-converter',
  name: 'IPv4 address converter',
  description: 'Convert an IPv4 address to decimal, hexadecimal, binary and its IPv4-mapped IPv6 forms.',
  keywords: ['ipv4', 'address', 'converter', 'decimal', 'hexadecimal', 'binary', 'ipv6'],
  category: 'network',
  icon: 'binary',
  createdAt: '2023-04-08',
  component: () => import('./Ipv4AddressConverter'),
});
