import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'html-wysiwyg-editor',
  name: 'HTML WYSIWYG editor',
  description: 'Write formatted text in a rich-text editor and get its clean HTML source as you type.',
  keywords: ['html', 'wysiwyg', 'editor', 'p', 'ul', 'ol', 'converter', 'live'],
  category: 'web',
  icon: 'writing',
  createdAt: '2026-11-24',
  component: () => import('./HtmlWysiwygEditor'),
});
