import { useEffect, useState } from 'react';

/**
 * How many of `total` items to render now: a first batch at once, then one more batch per task
 * until all are there, so a list of a thousand rows never holds the page in one long task (a
 * person can type and scroll between batches). A new `restartKey` (the filtered list, say)
 * starts again from the first batch.
 */
export function useProgressiveCount(total: number, batchSize: number, restartKey: unknown): number {
  const [progress, setProgress] = useState({ key: restartKey, count: batchSize });
  const count = Object.is(progress.key, restartKey) ? progress.count : batchSize;

  useEffect(() => {
    if (count >= total) return undefined;
    const timer = setTimeout(() => setProgress({ key: restartKey, count: count + batchSize }), 0);
    return () => clearTimeout(timer);
  }, [count, total, batchSize, restartKey]);

  return Math.min(count, total);
}
