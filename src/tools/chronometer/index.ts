import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'chronometer',
  name: 'Chronometer',
  description: 'A simple stopwatch in the browser to time anything.',
  keywords: ['chronometer', 'time', 'lap', 'duration', 'measure', 'pause', 'resume', 'stopwatch', 'countdown', 'timer'],
  category: 'measurement',
  icon: 'stopwatch',
  createdAt: '2026-11-24',
  component: () => import('./Chronometer'),
});
