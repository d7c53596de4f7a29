import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'ipv4-subnet-calculator',
  name: 'IPv4 subnet calculator',
  description: 'Enter an IPv4 address or CIDR block and get every property of its subnet.',
  keywords: ['ipv4', 'subnet', 'calculator', 'mask', 'network', 'cidr', 'netmask', 'bitmask', 'broadcast', 'address'],
  category: 'network',
  icon: 'router',
  createdAt: '2026-11-24',
  component: () => import('./Ipv4SubnetCalculator'),
});
