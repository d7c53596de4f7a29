import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'base64-file-converter',
  name: 'Base64 file converter',
  description:
    'Turn any file or image into Base64 (data URL), and Base64 back into a file you can preview and download.',
  keywords: ['base64', 'converter', 'upload', 'image', 'file', 'conversion', 'web', 'data', 'format'],
  category: 'converter',
  icon: 'file-upload',
  component: () => import('./Base64FileConverter'),
});
