import { cronMacros } from './crontab-generator';

/** The field order, drawn as the crontab(5) manual does, then the command. */
export const cronDiagram = [
  '┌───────────── second (0–59, optional)',
  '│ ┌─────────── minute (0–59)',
  '│ │ ┌───────── hour (0–23)',
  '│ │ │ ┌─────── day of month (1–31)',
  '│ │ │ │ ┌───── month (1–12 or jan–dec)',
  '│ │ │ │ │ ┌─── day of week (0–6 with Sunday = 0, or sun–sat)',
  '│ │ │ │ │ │',
  '* * * * * * command',
].join('\n');

export interface CronHelpRow {
  symbol: string;
  meaning: string;
  example: string;
  equivalent: string;
}

const macroMeanings: Record<string, string> = {
  '@yearly': 'Once a year, at midnight on 1 January',
  '@annually': 'Same as @yearly',
  '@monthly': 'Once a month, at midnight on the first day',
  '@weekly': 'Once a week, at midnight between Saturday and Sunday',
  '@daily': 'Once a day, at midnight',
  '@midnight': 'Same as @daily',
  '@hourly': 'Once an hour, at the start of the hour',
  '@reboot': 'Run once at startup',
};

export const cronHelpRows: readonly CronHelpRow[] = [
  { symbol: '*', meaning: 'Any value', example: '* * * * *', equivalent: 'Each minute' },
  { symbol: '-', meaning: 'Range of values', example: '1-10 * * * *', equivalent: 'Minutes 1 through 10' },
  { symbol: ',', meaning: 'List of values', example: '1,10 * * * *', equivalent: 'At minutes 1 and 10' },
  { symbol: '/', meaning: 'Step values', example: '*/10 * * * *', equivalent: 'Every 10 minutes' },
  ...cronMacros.map((entry) => ({
    symbol: entry.macro,
    meaning: macroMeanings[entry.macro],
    example: entry.macro,
    equivalent: entry.expansion ?? '—',
  })),
];
