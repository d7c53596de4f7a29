import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'percentage-calculator',
  name: 'Percentage calculator',
  description:
    'Three quick percentage calculations: X % of Y, X as a percentage of Y, and the change from one value to another.',
  keywords: ['percentage', 'calculator', 'calculate', 'value', 'number', '%'],
  category: 'math',
  icon: 'percentage',
  createdAt: '2023-06-18',
  component: () => import('./PercentageCalculator'),
});
