import { useMemo } from 'react';
import { largeInputChars } from '../useDebouncedWhenLarge';
import type { WorkerLike } from '../worker/latest-runner';
import type { ConversionRequest, TextComputation } from './serve-conversion';
import { useComputation, type ComputationState } from './useComputation';

export type TextComputationState<Result> = ComputationState<Result>;

/**
 * `compute(text, options)` live on the main thread while `text` is small; once it is large, after
 * a pause in typing and in a worker (`spawnWorker`, stable, serving the same function through
 * serveConversion), so neither typing nor a big paste holds the page; without `compute`, always
 * in the worker. `options` is compared by identity: memoise it.
 */
export function useTextComputation<Options, Result>(
  text: string,
  options: Options,
  compute: TextComputation<Options, Result> | undefined,
  spawnWorker: () => WorkerLike,
): TextComputationState<Result> {
  const request = useMemo<ConversionRequest<Options>>(() => ({ text, options }), [text, options]);
  const computeRequest = useMemo(
    () => compute && ((given: ConversionRequest<Options>) => compute(given.text, given.options)),
    [compute],
  );
  return useComputation(request, text.length > largeInputChars, computeRequest, spawnWorker);
}
