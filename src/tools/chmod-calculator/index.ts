import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'chmod-calculator',
  name: 'Chmod calculator',
  description: 'Tick permissions and get the chmod octal value, the symbolic string and the command.',
  keywords: [
    'chmod',
    'calculator',
    'file',
    'permission',
    'files',
    'directory',
    'folder',
    'recursive',
    'generator',
    'octal',
  ],
  category: 'development',
  icon: 'file-settings',
  createdAt: '2026-11-24',
  component: () => import('./ChmodCalculator'),
});
