import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { booleanField, textField } from '../../lib/tool-state/fields';
import { defaultCronExpression, describeCron } from './crontab-generator';
import type words from './locales/en.json';

export const cronDescribe = operationOf<typeof words>()({
  id: 'cron-describe',
  input: textInput('cron', 'cron'),
  fields: {
    cron: textField(defaultCronExpression, { label: 'cron.label' }),
    verbose: booleanField(true, { label: 'verbose' }),
    use24Hour: booleanField(true, { label: 'use24Hour' }),
    daysStartAtZero: booleanField(true, { label: 'daysStartAtZero' }),
  },
  output: { kind: 'text', label: 'description' },
  // In English: the page describes in its own language (see cron-locales.ts).
  run: (cron, { verbose, use24Hour, daysStartAtZero }) =>
    describeCron(cron, { verbose, use24HourTimeFormat: use24Hour, dayOfWeekStartIndexZero: daysStartAtZero }),
  examples: [
    { name: 'examples.hourly', input: '40 * * * *', output: 'At 40 minutes past the hour, every hour, every day' },
    {
      name: 'examples.weekdays',
      input: '0 9 * * 1-5',
      options: { use24Hour: false },
      output: 'At 09:00 AM, Monday through Friday',
    },
    { name: 'examples.every5', input: '*/5 * * * *', options: { verbose: false }, output: 'Every 5 minutes' },
    { input: '*/5 * * * *', output: 'Every 5 minutes, every hour, every day' },
    { input: '60 * * * *', error: 'errors.invalidCron' },
  ],
});

export const operations = toolOperations(cronDescribe);
