import { useCallback, useEffect, useRef, useState } from 'react';
import { err, ok, type Result } from '../result';
import { createLatestRunner, type LatestRunner, type WorkerLike } from './latest-runner';
import { SupersededError, TimeLimitError, errorMessage } from './protocol';

export interface WorkerResultOptions {
  /** Wait this long after the last change before sending the request. */
  debounceMs?: number;
  /** See LatestRunnerOptions: for work that cannot pause to hear a newer request. */
  restartOnSupersede?: boolean;
  /** See LatestRunnerOptions: ends a worker whose request runs this long (ms); `timedOut` then says so. */
  timeLimitMs?: number;
}

export interface WorkerResult<Answer, Progress> {
  /** The answer to the current request; undefined while it is on its way or when it failed. */
  result: Answer | undefined;
  error: string | undefined;
  /** The current request ran past `timeLimitMs` and was stopped (`error` says so too). */
  timedOut: boolean;
  /** A request is set and its answer has not come yet. */
  busy: boolean;
  progress: Progress | undefined;
}

interface Settled<Request, Answer> {
  request: Request;
  outcome: Result<Answer>;
  timedOut?: boolean;
}

/**
 * The worker's answer to `request`, where a newer request supersedes an older one. Pass undefined
 * to send nothing (input small enough for the main thread, say). Requests are compared with `===`,
 * so memoise object requests. `spawn` must be stable (defined at module level): the worker is
 * started on the first request, in an effect, so rendering (and prerendering) never touches it.
 */
export function useWorkerResult<Request, Answer, Progress = never>(
  spawn: () => WorkerLike,
  request: Request | undefined,
  { debounceMs = 0, restartOnSupersede = false, timeLimitMs }: WorkerResultOptions = {},
): WorkerResult<Answer, Progress> {
  const runner = useRef<LatestRunner<Request, Answer, Progress> | null>(null);
  const [settled, setSettled] = useState<Settled<Request, Answer> | null>(null);
  const [progress, setProgress] = useState<{ request: Request; progress: Progress } | null>(null);

  const getRunner = useCallback(() => {
    runner.current ??= createLatestRunner<Request, Answer, Progress>(spawn, { restartOnSupersede, timeLimitMs });
    return runner.current;
  }, [spawn, restartOnSupersede, timeLimitMs]);

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
            if (current) setSettled({ request, outcome: ok(result) });
          },
          (error: unknown) => {
            if (current && !(error instanceof SupersededError))
              setSettled({
                request,
                outcome: err(errorMessage(error)),
                timedOut: error instanceof TimeLimitError,
              });
          },
        );
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
      if (sent) runner.current?.cancel();
    };
  }, [request, debounceMs, getRunner]);

  const current = request !== undefined && settled?.request === request ? settled : undefined;
  const answer = current?.outcome;
  return {
    result: answer?.ok ? answer.value : undefined,
    error: answer && !answer.ok ? answer.error : undefined,
    timedOut: current?.timedOut === true,
    busy: request !== undefined && answer === undefined,
    progress:
      request !== undefined && answer === undefined && progress?.request === request ? progress.progress : undefined,
  };
}
