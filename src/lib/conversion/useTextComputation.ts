import { useMemo } from 'react';
import { largeInputChars, largeInputDelayMs } from '../useDebouncedWhenLarge';
import type { WorkerLike } from '../worker/latest-runner';
import { useWorkerResult } from '../worker/useWorkerResult';
import type { ConversionRequest, TextComputation } from './serve-conversion';

export interface TextComputationState<Result> {
  /** Undefined while a large input is being worked on, and when the worker failed. */
  result: Result | undefined;
  /** Why the worker gave no result (it could not load, say). */
  error: string | undefined;
  busy: boolean;
}

/**
 * `compute(text, options)` live on the main thread while `text` is small; once it is large, after
 * a pause in typing and in a worker (`spawnWorker`, stable, serving the same function through
 * serveConversion), so neither typing nor a big paste holds the page. `options` is compared by
 * identity: memoise it.
 */
export function useTextComputation<Options, Result>(
  text: string,
  options: Options,
  compute: TextComputation<Options, Result>,
  spawnWorker: () => WorkerLike,
): TextComputationState<Result> {
  const large = text.length > largeInputChars;
  const request = useMemo<ConversionRequest<Options> | undefined>(
    () => (large ? { text, options } : undefined),
    [large, text, options],
  );
  const work = useWorkerResult<ConversionRequest<Options>, Result>(spawnWorker, request, {
    debounceMs: largeInputDelayMs,
  });
  const live = useMemo(() => (large ? undefined : compute(text, options)), [large, compute, text, options]);

  if (!large) return { result: live, error: undefined, busy: false };
  return { result: work.result, error: work.error, busy: work.busy };
}
