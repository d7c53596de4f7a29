import { useEffect, useRef, useState } from 'react';
import { err, ok, type Result } from './result';
import { errorMessage } from './worker/protocol';

export interface LatestAsyncOptions {
  /**
   * Wait this long after a change before starting (typing "4096" passes through "409"). The first
   * request starts at once: it comes with the page, nobody is typing it.
   */
  debounceMs?: number;
}

export interface LatestAsync<Answer> {
  /** The answer to the current request; undefined while it is on its way or when it failed. */
  result: Answer | undefined;
  error: string | undefined;
  /** A request is set and its answer has not come yet. */
  busy: boolean;
}

interface Settled<Request, Answer> {
  request: Request;
  outcome: Result<Answer>;
}

/**
 * The answer of `run(request, signal)`, where a newer request supersedes an older one: the older
 * one's signal is aborted and its answer, if it still comes, is dropped. For async work that runs
 * off the main thread by itself (Web Crypto) and so needs no worker of ours; see useWorkerResult
 * for work that does. Pass undefined to run nothing. Requests are compared with `===`, so memoise
 * object requests; `run` must be stable. Runs start in an effect, never while (pre)rendering.
 */
export function useLatestAsync<Request, Answer>(
  request: Request | undefined,
  run: (request: Request, signal: AbortSignal) => Promise<Answer>,
  { debounceMs = 0 }: LatestAsyncOptions = {},
): LatestAsync<Answer> {
  const [settled, setSettled] = useState<Settled<Request, Answer> | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (request === undefined) return;
    const controller = new AbortController();
    const start = () => {
      started.current = true;
      run(request, controller.signal).then(
        (answer) => {
          if (!controller.signal.aborted) setSettled({ request, outcome: ok(answer) });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setSettled({ request, outcome: err(errorMessage(error)) });
        },
      );
    };
    const timer = started.current ? setTimeout(start, debounceMs) : undefined;
    if (timer === undefined) start();
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [request, run, debounceMs]);

  const answer = request !== undefined && settled?.request === request ? settled.outcome : undefined;
  return {
    result: answer?.ok ? answer.value : undefined,
    error: answer && !answer.ok ? answer.error : undefined,
    busy: request !== undefined && answer === undefined,
  };
}
