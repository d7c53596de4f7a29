import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'git-memo',
  name: 'Git cheatsheet',
  description: 'The git commands you keep looking up, grouped by task, ready to copy.',
  keywords: ['git', 'push', 'force', 'pull', 'commit', 'amend', 'rebase', 'merge', 'reset', 'soft', 'hard', 'lease'],
  category: 'development',
  icon: 'brand-git',
  createdAt: '2026-11-24',
  component: () => import('./GitMemo'),
});
