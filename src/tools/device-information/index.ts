import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'device-information',
  name: 'Device information',
  description:
    'Show what the browser reports about this device: screen and window size, pixel ratio, languages, user agent and more.',
  keywords: [
    'device',
    'information',
    'screen',
    'pixel',
    'ratio',
    'status',
    'data',
    'computer',
    'size',
    'user',
    'agent',
  ],
  category: 'web',
  icon: 'device-desktop',
  createdAt: '2026-11-24',
  component: () => import('./DeviceInformation'),
});
