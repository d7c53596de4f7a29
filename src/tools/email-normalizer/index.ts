import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'email-normalizer',
  name: 'Email normalizer',
  description: 'Reduce e-mail addresses to a canonical form so duplicates can be spotted.',
  keywords: ['email', 'normalizer'],
  category: 'development',
  icon: 'mail-check',
  createdAt: '2024-08-15',
  component: () => import('./EmailNormalizer'),
});
