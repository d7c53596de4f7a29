import { useEffect, useState } from 'react';
import { err, ok, type Result } from '../../lib/result';

export interface AsyncValue<T> {
  /** The result of the current task; undefined while it runs, when it failed or when there is none. */
  value: T | undefined;
  busy: boolean;
  failed: boolean;
}

interface Settled<T> {
  task: () => Promise<T>;
  outcome: Result<T, unknown>;
}

/**
 * Runs a memoised async task (after `delayMs` without a newer one) and returns its result.
 * A newer task supersedes an older one: the older result is dropped when it arrives.
 */
export function useAsyncValue<T>(task: (() => Promise<T>) | undefined, delayMs = 0): AsyncValue<T> {
  const [settled, setSettled] = useState<Settled<T> | undefined>(undefined);

  useEffect(() => {
    if (!task) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      task().then(
        (value) => {
          if (current) setSettled({ task, outcome: ok(value) });
        },
        (error: unknown) => {
          if (current) setSettled({ task, outcome: err(error) });
        },
      );
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [task, delayMs]);

  if (!task) return { value: undefined, busy: false, failed: false };
  if (settled?.task !== task) return { value: undefined, busy: true, failed: false };
  return settled.outcome.ok
    ? { value: settled.outcome.value, busy: false, failed: false }
    : { value: undefined, busy: false, failed: true };
}
