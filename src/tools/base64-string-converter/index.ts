import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'base64-string-converter',
  name: 'Base64 string encoder/decoder',
  description: 'Encode text to Base64 and decode Base64 back to text (UTF-8, standard or URL-safe).',
  keywords: ['base64', 'converter', 'conversion', 'web', 'data', 'format', 'atob', 'btoa'],
  category: 'converter',
  icon: 'file-digit',
  redirectFrom: ['/file-to-base64', '/base64-converter'],
  component: () => import('./Base64StringConverter'),
});
