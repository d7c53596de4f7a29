// For unit tests: a worker and its global scope joined in memory, without a real Worker.
import type { WorkerLike } from './latest-runner';
import { serveLatest, type RunContext, type WorkerScope } from './serve-latest';

export type Listener = (event: Event) => void;

/** A page-side worker and a worker-side scope joined in memory, delivering messages a task later. */
export function fakeWorker() {
  const pageListeners = new Map<string, Listener[]>();
  const scopeListeners: ((event: MessageEvent) => void)[] = [];
  const sentToWorker: unknown[] = [];
  let terminated = false;
  const deliver = (listeners: readonly ((event: never) => void)[] | undefined, event: object) =>
    setTimeout(() => {
      if (!terminated) for (const listener of listeners ?? []) listener(event as never);
    }, 0);
  const scope: WorkerScope = {
    postMessage: (message) => deliver(pageListeners.get('message'), { data: structuredClone(message) }),
    addEventListener: (_type, listener) => scopeListeners.push(listener),
  };
  const worker: WorkerLike & { terminated: () => boolean; fail: (message: string) => void } = {
    postMessage: (message) => {
      sentToWorker.push(message);
      deliver(scopeListeners, { data: structuredClone(message) });
    },
    addEventListener: (type, listener) => pageListeners.set(type, [...(pageListeners.get(type) ?? []), listener]),
    terminate: () => {
      terminated = true;
    },
    terminated: () => terminated,
    fail: (message) => deliver(pageListeners.get('error'), { message, preventDefault: () => undefined }),
  };
  return { scope, worker, sentToWorker };
}

/** Spawns fake workers served by `handler`, keeping every one made. */
export function spawner<Request, Result, Progress = never>(
  handler: (request: Request, context: RunContext<Progress>) => Result | Promise<Result>,
) {
  const made: ReturnType<typeof fakeWorker>[] = [];
  const spawn = () => {
    const fake = fakeWorker();
    serveLatest(handler, { scope: fake.scope });
    made.push(fake);
    return fake.worker;
  };
  return { spawn, made };
}
