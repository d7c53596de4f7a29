import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'date-converter',
  name: 'Date-time converter',
  description:
    'Convert a date and time between ISO 8601, RFC 3339/7231, Unix and millisecond timestamps, MongoDB ObjectID, Excel serial and more.',
  keywords: ['date', 'time', 'converter', 'iso', 'utc', 'timezone', 'year', 'month', 'day', 'minute', 'second'],
  category: 'converter',
  icon: 'calendar-time',
  component: () => import('./DateConverter'),
});
