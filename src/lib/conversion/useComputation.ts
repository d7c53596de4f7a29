import { useMemo } from 'react';
import { largeInputDelayMs } from '../useDebouncedWhenLarge';
import type { WorkerLike } from '../worker/latest-runner';
import { useWorkerResult, type WorkerResultOptions } from '../worker/useWorkerResult';

export interface ComputationState<Result> {
  /** Undefined while a large request is being worked on, and when the worker failed. */
  result: Result | undefined;
  /** Why the worker gave no result (it could not load, say). */
  error: string | undefined;
  busy: boolean;
}

/**
 * `compute(request)` live on the main thread while the request is small; once `large`, after a
 * pause in typing and in a worker (`spawnWorker`, stable, answering the same function through
 * serveLatest), so neither typing nor a big paste holds the page. Without `compute` every request
 * goes to the worker (small ones at once), so the page never loads what computes. `request` is
 * compared by identity: memoise it. `restartOnSupersede` is for a `compute` that cannot pause to
 * hear a newer request (a library call that runs for seconds): the worker is replaced instead.
 */
export function useComputation<Request, Result>(
  request: Request,
  large: boolean,
  compute: ((request: Request) => Result) | undefined,
  spawnWorker: () => WorkerLike,
  { restartOnSupersede }: Pick<WorkerResultOptions, 'restartOnSupersede'> = {},
): ComputationState<Result> {
  const inWorker = large || compute === undefined;
  const work = useWorkerResult<Request, Result>(spawnWorker, inWorker ? request : undefined, {
    debounceMs: large ? largeInputDelayMs : 0,
    restartOnSupersede,
  });
  const live = useMemo(() => (inWorker ? undefined : compute(request)), [inWorker, compute, request]);
  if (!inWorker) return { result: live, error: undefined, busy: false };
  return { result: work.result, error: work.error, busy: work.busy };
}
