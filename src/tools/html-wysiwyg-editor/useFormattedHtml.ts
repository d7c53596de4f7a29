import { useEffect, useMemo, useState } from 'react';
import type { Message } from '../../lib/operation/message';
import type { OperationResult } from '../../lib/operation/operation';
import type { OperationRequest } from '../../lib/operation/serve-operation';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnFormatter = () => new Worker(new URL('./format-html.worker.ts', import.meta.url), { type: 'module' });

/**
 * `html` formatted by the tool's operation in a worker; while a newer version is being formatted,
 * the last formatted one stays (an empty text before the first).
 */
export function useFormattedHtml(html: string | undefined): { formatted: string; error: Message | undefined } {
  const request = useMemo<OperationRequest | undefined>(
    () => (html === undefined ? undefined : { text: html, options: {} }),
    [html],
  );
  const work = useWorkerResult<OperationRequest, OperationResult<string>>(spawnFormatter, request);
  const answer = work.result?.ok ? work.result.value : undefined;
  const [lastGood, setLastGood] = useState('');
  useEffect(() => {
    if (answer !== undefined) setLastGood(answer);
  }, [answer]);
  const failed = work.result && !work.result.ok ? work.result.error : undefined;
  const error =
    failed ??
    (work.error === undefined ? undefined : { code: 'common.errors.unexpected', values: { detail: work.error } });
  return { formatted: answer ?? lastGood, error };
}
