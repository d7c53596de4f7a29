import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'html-css-js-formatter',
  name: 'HTML, CSS and JavaScript formatter and minifier',
  description:
    'Beautify HTML, CSS, JavaScript or TypeScript with Prettier, or minify HTML, CSS and JavaScript, and see the size saved.',
  keywords: [
    'html',
    'css',
    'javascript',
    'js',
    'typescript',
    'ts',
    'format',
    'beautify',
    'prettify',
    'pretty',
    'minify',
    'compress',
    'uglify',
    'prettier',
    'terser',
  ],
  category: 'development',
  icon: 'file-code',
  createdAt: '2026-11-28',
  component: () => import('./HtmlCssJsFormatter'),
});
