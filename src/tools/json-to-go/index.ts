import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'json-to-go',
  name: 'JSON to Go',
  description: 'Generate Go struct definitions with json tags from a JSON sample.',
  keywords: ['json', 'go', 'golang', 'struct', 'convert', 'type'],
  category: 'development',
  icon: 'brand-golang',
  createdAt: '2026-11-24',
  component: () => import('./JsonToGo'),
});
