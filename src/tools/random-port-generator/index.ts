import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'random-port-generator',
  name: 'Random port generator',
  description: 'Pick a random TCP/UDP port number outside the well-known range 0–1023.',
  keywords: ['system', 'port', 'lan', 'generator', 'random', 'development', 'computer'],
  category: 'development',
  icon: 'plug',
  createdAt: '2026-11-24',
  component: () => import('./RandomPortGenerator'),
});
