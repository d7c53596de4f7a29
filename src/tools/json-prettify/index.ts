import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'json-prettify',
  name: 'JSON prettify and format',
  description: 'Re-indent JSON so it is easy to read, optionally sorting keys.',
  keywords: ['json', 'viewer', 'prettify', 'format'],
  category: 'development',
  icon: 'braces',
  redirectFrom: ['/json-viewer'],
  component: () => import('./JsonPrettify'),
});
