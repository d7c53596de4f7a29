import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'numeronym-generator',
  name: 'Numeronym generator',
  description: 'Shorten a word into a numeronym such as i18n (first letter, count of letters in between, last letter).',
  keywords: ['numeronym', 'generator', 'abbreviation', 'i18n', 'a11y', 'l10n'],
  category: 'text',
  icon: 'numbers',
  createdAt: '2023-11-05',
  component: () => import('./NumeronymGenerator'),
});
