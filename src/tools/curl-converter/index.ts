import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'curl-converter',
  name: 'curl to code',
  description:
    'Turn a curl command (for example from the browser\'s "Copy as cURL") into code for your language, or into a tidy multi-line curl.',
  keywords: [
    'curl',
    'convert',
    'code',
    'http',
    'request',
    'fetch',
    'python',
    'requests',
    'go',
    'php',
    'rust',
    'java',
    'httpie',
    'ansible',
    'snippet',
  ],
  category: 'development',
  icon: 'terminal',
  createdAt: '2026-11-28',
  component: () => import('./CurlConverter'),
});
