import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'base-converter',
  name: 'Integer base converter',
  description:
    'Convert whole numbers of any size between bases 2 to 64 — binary, octal, decimal, hexadecimal and any custom base.',
  keywords: ['integer', 'number', 'base', 'conversion', 'decimal', 'hexadecimal', 'binary', 'octal', 'base64'],
  category: 'converter',
  icon: 'binary',
  component: () => import('./BaseConverter'),
});
