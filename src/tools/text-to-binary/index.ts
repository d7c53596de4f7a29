import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'text-to-binary',
  name: 'Text to ASCII binary',
  description: 'Convert text to its binary bytes (8 bits each, UTF-8) and binary back to text.',
  keywords: ['text', 'to', 'binary', 'converter', 'encode', 'decode', 'ascii'],
  category: 'converter',
  icon: 'binary',
  createdAt: '2023-10-15',
  component: () => import('./TextToBinary'),
});
