import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'mac-address-lookup',
  name: 'MAC address lookup',
  description: 'Find the manufacturer of a network device from its MAC address, using the IEEE registry.',
  keywords: ['mac', 'address', 'lookup', 'vendor', 'parser', 'manufacturer'],
  category: 'network',
  icon: 'devices-search',
  createdAt: '2023-04-06',
  component: () => import('./MacAddressLookup'),
});
