import { SupersededError, errorMessage, isWorkerCall, type WorkerReply } from './protocol';

/** The part of a worker's global scope this module uses (a fake one in unit tests). */
export interface WorkerScope {
  postMessage(message: unknown, options?: StructuredSerializeOptions): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface RunContext<Progress> {
  /** Aborted when a newer request arrives or the page cancels; check it between steps. */
  signal: AbortSignal;
  /** Sends an intermediate value (a percentage, say) to the page. */
  progress: (value: Progress) => void;
}

export interface ServeOptions<Result> {
  scope?: WorkerScope;
  /** Buffers to move, not copy, to the page along with a result. */
  transfer?: (result: Result) => Transferable[];
}

/**
 * Inside a worker: answers `run` messages with `handler`, one at a time in spirit. A newer request
 * aborts the signal of the older one, and an aborted run never replies, so only the latest
 * request gets an answer. Long handlers should await `yieldToEvents()` now and then, or newer
 * messages cannot arrive while they run.
 */
export function serveLatest<Request, Result, Progress = never>(
  handler: (request: Request, context: RunContext<Progress>) => Result | Promise<Result>,
  { scope = globalThis as unknown as WorkerScope, transfer }: ServeOptions<Result> = {},
): void {
  let current: { id: number; controller: AbortController } | undefined;
  const reply = (message: WorkerReply<Result, Progress>, transferList?: Transferable[]) =>
    scope.postMessage(message, transferList ? { transfer: transferList } : undefined);

  scope.addEventListener('message', (event) => {
    const call: unknown = event.data;
    if (!isWorkerCall(call)) return;
    if (call.kind === 'cancel') {
      if (current?.id === call.id) current.controller.abort(new SupersededError());
      return;
    }
    current?.controller.abort(new SupersededError());
    const { id } = call;
    const controller = new AbortController();
    current = { id, controller };
    const { signal } = controller;
    const progress = (value: Progress) => {
      if (!signal.aborted) reply({ kind: 'progress', id, progress: value });
    };
    void (async () => {
      try {
        const result = await handler(call.request as Request, { signal, progress });
        if (!signal.aborted) reply({ kind: 'result', id, result }, transfer?.(result));
      } catch (error) {
        if (!signal.aborted) reply({ kind: 'error', id, message: errorMessage(error) });
      } finally {
        if (current?.controller === controller) current = undefined;
      }
    })();
  });
}

/** A pause that lets queued messages (a newer request, a cancel) be delivered. */
export function yieldToEvents(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
