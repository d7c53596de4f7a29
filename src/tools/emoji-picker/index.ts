import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'emoji-picker',
  name: 'Emoji picker',
  description: 'Find an emoji by name or keyword and copy it, its code points or its escape sequence.',
  keywords: ['emoji', 'picker', 'unicode', 'copy', 'paste'],
  category: 'text',
  icon: 'mood-smile',
  createdAt: '2023-08-07',
  component: () => import('./EmojiPicker'),
});
