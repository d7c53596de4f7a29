import { useEffect, useState } from 'react';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnFormatter = () => new Worker(new URL('./format-html.worker.ts', import.meta.url), { type: 'module' });

/**
 * `html` formatted by Prettier in a worker; while a newer version is being formatted, the last
 * formatted one stays (an empty text before the first).
 */
export function useFormattedHtml(html: string | undefined): { formatted: string; error: string | undefined } {
  const work = useWorkerResult<string, string>(spawnFormatter, html);
  const [lastGood, setLastGood] = useState('');
  useEffect(() => {
    if (work.result !== undefined) setLastGood(work.result);
  }, [work.result]);
  return { formatted: work.result ?? lastGood, error: work.error };
}
