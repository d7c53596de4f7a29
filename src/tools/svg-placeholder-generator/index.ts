import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'svg-placeholder-generator',
  name: 'SVG placeholder generator',
  description: 'Generate SVG placeholder images of any size, colour and text for mock-ups.',
  keywords: ['svg', 'placeholder', 'generator', 'image', 'size', 'mockup'],
  category: 'images-videos',
  icon: 'photo',
  createdAt: '2026-11-24',
  component: () => import('./SvgPlaceholderGenerator'),
});
