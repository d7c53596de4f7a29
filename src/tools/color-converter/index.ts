import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'color-converter',
  name: 'Color converter',
  description: 'Convert a colour between hex, RGB, HSL, HWB, LCH, CMYK and CSS names, with a colour picker.',
  keywords: ['color', 'converter'],
  category: 'converter',
  icon: 'palette',
  redirectFrom: ['/color-picker-converter'],
  component: () => import('./ColorConverter'),
});
