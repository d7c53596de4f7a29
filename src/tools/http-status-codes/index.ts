import { defineTool } from '../tool';
import { statusKeywords } from './status-names';

export const tool = defineTool({
  slug: 'http-status-codes',
  name: 'HTTP status codes',
  description: 'Every registered HTTP status code with its name, meaning and origin (HTTP or WebDAV), searchable.',
  keywords: ['http', 'status', 'codes', ...statusKeywords],
  category: 'web',
  icon: 'world-www',
  createdAt: '2023-04-13',
  component: () => import('./HttpStatusCodes'),
});
