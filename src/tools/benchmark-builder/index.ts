import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'benchmark-builder',
  name: 'Benchmark builder',
  description: 'Compare measured durations of several variants side by side, with mean, variance and ranking.',
  keywords: ['benchmark', 'builder', 'execution', 'duration', 'mean', 'variance'],
  category: 'measurement',
  icon: 'brand-speedtest',
  createdAt: '2023-04-05',
  component: () => import('./BenchmarkBuilder'),
});
