import { Cron } from 'croner';
import { failure, type Message } from '../../lib/operation/message';
import { ok, type Result } from '../../lib/result';
import { isValidCron } from './crontab-generator';

export const nextRunCount = 5;

/**
 * The next `count` times the schedule fires after `from`, in the time zone given (the browser's
 * when none). @reboot and schedules that can never fire (31 February) have none.
 */
export function nextCronRuns(
  expression: string,
  count: number,
  from: Date,
  timezone?: string,
): Result<Date[], Message> {
  const trimmed = expression.trim();
  if (!isValidCron(trimmed)) return failure('errors.invalidCron');
  if (trimmed === '@reboot') return ok([]);
  try {
    return ok(new Cron(trimmed, { paused: true, timezone }).nextRuns(count, from));
  } catch {
    return failure('errors.invalidCron');
  }
}

/** A run as `Tue, 24/11/2026, 09:40:00` in the language's own order, in `timeZone` (local if none). */
export function formatRun(date: Date, languageTag: string, use24HourTime: boolean, timeZone?: string): string {
  return new Intl.DateTimeFormat(languageTag, {
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: use24HourTime ? 'h23' : 'h12',
    timeZone,
  }).format(date);
}
