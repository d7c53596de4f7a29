import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'mime-types',
  name: 'MIME types',
  description: 'Find the file extensions of a MIME type, or the MIME type of a file extension.',
  keywords: ['mime', 'types', 'extension', 'content', 'type'],
  category: 'web',
  icon: 'file-info',
  createdAt: '2026-11-24',
  component: () => import('./MimeTypes'),
});
