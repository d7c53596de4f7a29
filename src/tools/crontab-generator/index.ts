import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'crontab-generator',
  name: 'Crontab generator',
  description: 'Check a cron expression and read what schedule it describes in plain English.',
  keywords: [
    'crontab',
    'generator',
    'cronjob',
    'cron',
    'schedule',
    'parse',
    'expression',
    'year',
    'month',
    'week',
    'day',
    'minute',
    'second',
  ],
  category: 'development',
  icon: 'clock-cog',
  createdAt: '2026-11-24',
  component: () => import('./CrontabGenerator'),
});
