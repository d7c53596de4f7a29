import { useCallback, useEffect, useRef, useState } from 'react';
import { createLatestRunner, type LatestRunner, type WorkerLike } from './latest-runner';
import { SupersededError, errorMessage } from './protocol';

export interface WorkerResultOptions {
  /** Wait this long after the last change before sending the request. */
  debounceMs?: number;
  /** See LatestRunnerOptions: for work that cannot pause to hear a newer request. */
  restartOnSupersede?: boolean;
}

export interface WorkerResult<Result, Progress> {
  /** The answer to the current request; undefined while it is on its way or when it failed. */
  result: Result | undefined;
  error: string | undefined;
  /** A request is set and its answer has not come yet. */
  busy: boolean;
  progress: Progress | undefined;
}

type Settled<Request, Result> = { request: Request; result: Result } | { request: Request; error: string };

/**
 * The worker's answer to `request`, where a newer request supersedes an older one. Pass undefined
 * to send nothing (input small enough for the main thread, say). Requests are compared with `===`,
 * so memoise object requests. `spawn` must be stable (defined at module level): the worker is
 * started on the first request, in an effect, so rendering (and prerendering) never touches it.
 */
export function useWorkerResult<Request, Result, Progress = never>(
  spawn: () => WorkerLike,
  request: Request | undefined,
  { debounceMs = 0, restartOnSupersede = false }: WorkerResultOptions = {},
): WorkerResult<Result, Progress> {
  const runner = useRef<LatestRunner<Request, Result, Progress> | null>(null);
  const [settled, setSettled] = useState<Settled<Request, Result> | null>(null);
  const [progress, setProgress] = useState<{ request: Request; progress: Progress } | null>(null);

  const getRunner = useCallback(() => {
    runner.current ??= createLatestRunner<Request, Result, Progress>(spawn, { restartOnSupersede });
    return runner.current;
  }, [spawn, restartOnSupersede]);

  useEffect(
    () => () => {
      runner.current?.dispose();
      runner.current = null;
    },
    [getRunner],
  );

  useEffect(() => {
    if (request === undefined) return;
    let current = true;
    let sent = false;
    const timer = setTimeout(() => {
      sent = true;
      getRunner()
        .run(request, {
          onProgress: (value) => {
            if (current) setProgress({ request, progress: value });
          },
        })
        .then(
          (result) => {
            if (current) setSettled({ request, result });
          },
          (error: unknown) => {
            if (current && !(error instanceof SupersededError)) setSettled({ request, error: errorMessage(error) });
          },
        );
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
      if (sent) runner.current?.cancel();
    };
  }, [request, debounceMs, getRunner]);

  const answer = request !== undefined && settled?.request === request ? settled : undefined;
  return {
    result: answer && 'result' in answer ? answer.result : undefined,
    error: answer && 'error' in answer ? answer.error : undefined,
    busy: request !== undefined && answer === undefined,
    progress:
      request !== undefined && answer === undefined && progress?.request === request ? progress.progress : undefined,
  };
}
