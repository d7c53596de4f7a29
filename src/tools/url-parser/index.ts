import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'url-parser',
  name: 'URL parser',
  description: 'Split a URL into its parts (protocol, credentials, host, port, path, query parameters, fragment).',
  keywords: ['url', 'parser', 'protocol', 'origin', 'params', 'port', 'username', 'password', 'href'],
  category: 'web',
  icon: 'unlink',
  createdAt: '2026-11-24',
  component: () => import('./UrlParser'),
});
