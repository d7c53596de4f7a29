import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'ipv4-range-expander',
  name: 'IPv4 range expander',
  description: 'From a start and an end IPv4 address, find the smallest single CIDR block covering the whole range.',
  keywords: ['ipv4', 'range', 'expander', 'subnet', 'creator', 'cidr'],
  category: 'network',
  icon: 'arrow-autofit-width',
  createdAt: '2023-04-19',
  component: () => import('./Ipv4RangeExpander'),
});
