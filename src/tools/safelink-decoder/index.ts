import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'safelink-decoder',
  name: 'Outlook Safelink decoder',
  description: 'Get the real destination URL back out of a Microsoft Outlook / Defender "SafeLinks" link.',
  keywords: ['outlook', 'safelink', 'decoder'],
  category: 'web',
  icon: 'mail-search',
  createdAt: '2024-03-11',
  component: () => import('./SafelinkDecoder'),
});
