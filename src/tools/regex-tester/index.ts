import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'regex-tester',
  name: 'Regex Tester',
  description: 'Try a JavaScript regular expression on sample text and see every match and group.',
  keywords: ['regex', 'tester', 'sample', 'expression'],
  category: 'development',
  icon: 'regex',
  createdAt: '2024-09-20',
  component: () => import('./RegexTester'),
});
