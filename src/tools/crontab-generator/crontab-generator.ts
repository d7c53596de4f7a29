import { isValidCron as isValidCronFields } from 'cron-validator';
import { toString as cronToWords } from 'cronstrue';
import { failure, type Message } from '../../lib/operation/message';
import { ok, type Result } from '../../lib/result';

export const defaultCronExpression = '40 * * * *';

export interface CronMacro {
  macro: string;
  /** The five fields it stands for; undefined for @reboot, which is no schedule. */
  expansion: string | undefined;
}

export const cronMacros: readonly CronMacro[] = [
  { macro: '@yearly', expansion: '0 0 1 1 *' },
  { macro: '@annually', expansion: '0 0 1 1 *' },
  { macro: '@monthly', expansion: '0 0 1 * *' },
  { macro: '@weekly', expansion: '0 0 * * 0' },
  { macro: '@daily', expansion: '0 0 * * *' },
  { macro: '@midnight', expansion: '0 0 * * *' },
  { macro: '@hourly', expansion: '0 * * * *' },
  { macro: '@reboot', expansion: undefined },
];

function findMacro(expression: string): CronMacro | undefined {
  return cronMacros.find((entry) => entry.macro === expression);
}

/**
 * 5 fields, or 6 with seconds first; `?` in the day fields, month and weekday names, 7 for Sunday;
 * or one of the macros, written exactly. Blank input is not invalid: it is no expression at all.
 */
export function isValidCron(expression: string): boolean {
  const trimmed = expression.trim();
  if (findMacro(trimmed)) return true;
  return isValidCronFields(trimmed, { seconds: true, alias: true, allowBlankDay: true, allowSevenAsSunday: true });
}

export interface DescribeOptions {
  verbose: boolean;
  use24HourTimeFormat: boolean;
  /** 0 = Sunday … 6 = Saturday when true; 1 = Sunday … 7 = Saturday when false. */
  dayOfWeekStartIndexZero: boolean;
}

export const defaultDescribeOptions: DescribeOptions = {
  verbose: true,
  use24HourTimeFormat: true,
  dayOfWeekStartIndexZero: true,
};

/**
 * The schedule in words, in cronstrue's `locale` (which must be loaded: see cron-locales.ts).
 * Blank input gives an empty description; an invalid expression the spec's error.
 */
export function describeCron(expression: string, options: DescribeOptions, locale = 'en'): Result<string, Message> {
  const trimmed = expression.trim();
  if (trimmed === '') return ok('');
  if (!isValidCron(trimmed)) return failure('errors.invalidCron');
  try {
    return ok(cronToWords(trimmed, { ...options, locale, throwExceptionOnParseError: true }));
  } catch {
    return failure('errors.invalidCron');
  }
}
