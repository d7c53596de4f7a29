import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'mac-address-generator',
  name: 'MAC address generator',
  description:
    'Generate random MAC addresses, optionally under a vendor prefix, in the letter case and separator you want.',
  keywords: ['mac', 'address', 'generator', 'random', 'prefix'],
  category: 'network',
  icon: 'devices-plus',
  // The reference states "2023-11-31", which JavaScript reads as this day.
  createdAt: '2023-12-01',
  component: () => import('./MacAddressGenerator'),
});
