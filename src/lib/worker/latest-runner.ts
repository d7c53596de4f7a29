import { SupersededError, TimeLimitError, WorkerFailedError, isWorkerReply, type WorkerCall } from './protocol';

/** The part of a `Worker` this module uses (a fake one in unit tests). */
export interface WorkerLike {
  postMessage(message: unknown, options?: StructuredSerializeOptions): void;
  addEventListener(type: 'message' | 'messageerror' | 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

export interface RunOptions<Progress> {
  onProgress?: (progress: Progress) => void;
  /** Buffers of the request to move, not copy, to the worker. */
  transfer?: Transferable[];
}

export interface LatestRunner<Request, Result, Progress = never> {
  /**
   * Sends a request to the worker (started on first use). A newer `run` or a `cancel` rejects the
   * pending promise with a SupersededError, and a late reply to an old request is dropped.
   */
  run(request: Request, options?: RunOptions<Progress>): Promise<Result>;
  /** Gives up the pending request, if any. */
  cancel(): void;
  /** Cancels and ends the worker; `run` fails afterwards. */
  dispose(): void;
}

export interface LatestRunnerOptions {
  /**
   * End the worker (and start a new one on the next run) when a running request is superseded.
   * For work that cannot pause to hear a newer message (bcrypt, RSA key generation); the default
   * asks the worker to stop through its abort signal, which keeps it warm.
   */
  restartOnSupersede?: boolean;
  /**
   * End the worker when a request has run this long (ms), rejecting it with a TimeLimitError; the
   * next run starts a new worker. For work that may never finish and cannot check a signal (a
   * person's regular expression backtracking without end). The clock starts when the request is sent.
   */
  timeLimitMs?: number;
}

interface Pending<Result, Progress> {
  id: number;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
  onProgress?: (progress: Progress) => void;
  timer?: ReturnType<typeof setTimeout>;
}

/** Runs requests in a worker where only the latest request counts ("latest wins"). */
export function createLatestRunner<Request, Result, Progress = never>(
  spawn: () => WorkerLike,
  { restartOnSupersede = false, timeLimitMs }: LatestRunnerOptions = {},
): LatestRunner<Request, Result, Progress> {
  let worker: WorkerLike | undefined;
  let pending: Pending<Result, Progress> | undefined;
  let lastId = 0;
  let disposed = false;

  const post = (call: WorkerCall<Request>, transfer?: Transferable[]) =>
    worker?.postMessage(call, transfer ? { transfer } : undefined);

  function take(id?: number): Pending<Result, Progress> | undefined {
    if (!pending || (id !== undefined && pending.id !== id)) return undefined;
    const taken = pending;
    pending = undefined;
    clearTimeout(taken.timer);
    return taken;
  }

  function stopWorker() {
    worker?.terminate();
    worker = undefined;
  }

  function giveUp() {
    const given = take();
    if (!given) return;
    given.reject(new SupersededError());
    if (restartOnSupersede) stopWorker();
    else post({ kind: 'cancel', id: given.id });
  }

  function overrun(id: number, limitMs: number) {
    const given = take(id);
    if (!given) return;
    stopWorker();
    given.reject(new TimeLimitError(limitMs));
  }

  function start(): WorkerLike {
    const created = spawn();
    const fail = (message: string) => {
      if (created !== worker) return;
      stopWorker();
      take()?.reject(new WorkerFailedError(message));
    };
    created.addEventListener('message', (event) => {
      const reply: unknown = (event as MessageEvent).data;
      if (created !== worker || !isWorkerReply(reply) || pending?.id !== reply.id) return;
      if (reply.kind === 'progress') pending.onProgress?.(reply.progress as Progress);
      else if (reply.kind === 'result') take()?.resolve(reply.result as Result);
      else take()?.reject(new Error(reply.message));
    });
    created.addEventListener('messageerror', () => fail('A worker reply could not be read'));
    created.addEventListener('error', (event) => {
      event.preventDefault();
      fail((event as ErrorEvent).message || 'The worker failed to run');
    });
    return created;
  }

  return {
    run(request, { onProgress, transfer } = {}) {
      if (disposed) return Promise.reject(new Error('This worker runner was disposed'));
      giveUp();
      const id = ++lastId;
      return new Promise<Result>((resolve, reject) => {
        pending = { id, resolve, reject, onProgress };
        try {
          worker ??= start();
          post({ kind: 'run', id, request }, transfer);
          if (timeLimitMs !== undefined) pending.timer = setTimeout(() => overrun(id, timeLimitMs), timeLimitMs);
        } catch (error) {
          take(id);
          reject(error instanceof Error ? error : new WorkerFailedError(String(error)));
        }
      });
    },
    cancel: giveUp,
    dispose() {
      disposed = true;
      take()?.reject(new SupersededError());
      stopWorker();
    },
  };
}
