import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'list-converter',
  name: 'List converter',
  description:
    'Clean up a list (one item per line) and join it into a single string: trim, remove duplicates, sort or reverse, wrap each item and the whole list.',
  keywords: ['list', 'converter', 'sort', 'reverse', 'prefix', 'suffix', 'lowercase', 'truncate'],
  category: 'converter',
  icon: 'list',
  createdAt: '2023-05-07',
  component: () => import('./ListConverter'),
});
