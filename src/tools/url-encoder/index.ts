import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'url-encoder',
  name: 'Encode/decode URL-formatted strings',
  description: 'Percent-encode text for use in a URL, or turn percent-encoded text back into plain text.',
  keywords: ['url', 'encode', 'decode', 'percent', '%20', 'format'],
  category: 'web',
  icon: 'link',
  createdAt: '2026-11-24',
  component: () => import('./UrlEncoder'),
});
