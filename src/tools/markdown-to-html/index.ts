import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'markdown-to-html',
  name: 'Markdown to HTML',
  description: 'Convert Markdown to HTML, preview it, and print it or save it as PDF.',
  keywords: ['markdown', 'html', 'converter', 'pdf'],
  category: 'converter',
  icon: 'markdown',
  createdAt: '2024-08-25',
  component: () => import('./MarkdownToHtml'),
});
