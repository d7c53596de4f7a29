import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'ascii-text-drawer',
  name: 'ASCII Art Text Generator',
  description: 'Draw text as large ASCII-art letters in hundreds of FIGlet fonts.',
  keywords: ['ascii', 'asciiart', 'text', 'drawer'],
  category: 'text',
  icon: 'letter-a',
  createdAt: '2024-03-03',
  component: () => import('./AsciiTextDrawer'),
});
