import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'eta-calculator',
  name: 'ETA calculator',
  description:
    'Estimate how long a job will take and when it will finish, from its processing rate (e.g. a file download).',
  keywords: ['eta', 'calculator', 'estimated', 'time', 'arrival', 'average'],
  category: 'math',
  icon: 'hourglass-high',
  createdAt: '2026-11-24',
  component: () => import('./EtaCalculator'),
});
