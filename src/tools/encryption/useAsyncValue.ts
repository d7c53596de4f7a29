import { useEffect, useState } from 'react';

export interface AsyncValue<T> {
  /** The result of the current task; undefined while it runs, when it failed or when there is none. */
  value: T | undefined;
  busy: boolean;
  failed: boolean;
}

type Settled<T> = { task: () => Promise<T>; ok: true; value: T } | { task: () => Promise<T>; ok: false };

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
          if (current) setSettled({ task, ok: true, value });
        },
        () => {
          if (current) setSettled({ task, ok: false });
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
  return settled.ok
    ? { value: settled.value, busy: false, failed: false }
    : { value: undefined, busy: false, failed: true };
}
