import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'roman-numeral-converter',
  name: 'Roman numeral converter',
  description: 'Convert numbers to Roman numerals and Roman numerals back to numbers.',
  keywords: ['roman', 'arabic', 'converter', 'X', 'I', 'V', 'L', 'C', 'D', 'M'],
  category: 'converter',
  icon: 'letter-x',
  component: () => import('./RomanNumeralConverter'),
});
