import { describe, expect, it, vi } from 'vitest';
import { createLatestRunner, type WorkerLike } from './latest-runner';
import { SupersededError, TimeLimitError, WorkerFailedError, isWorkerCall, isWorkerReply } from './protocol';
import { fakeWorker, spawner, type Listener } from './fake-worker';
import { serveLatest, yieldToEvents, type RunContext, type WorkerScope } from './serve-latest';

/** A handler that works in steps, yielding between them, until aborted. */
async function slowDouble(value: number, { signal }: RunContext<never>): Promise<number> {
  for (let step = 0; step < 5; step++) {
    await yieldToEvents();
    signal.throwIfAborted();
  }
  return value * 2;
}

describe('createLatestRunner with serveLatest', () => {
  it('answers a request with the handler result, starting the worker on first use', async () => {
    const { spawn, made } = spawner((value: number) => value + 1);
    const runner = createLatestRunner<number, number>(spawn);
    expect(made).toHaveLength(0);
    await expect(runner.run(41)).resolves.toBe(42);
    await expect(runner.run(1)).resolves.toBe(2);
    expect(made).toHaveLength(1);
  });

  it('lets the latest request win: older ones reject as superseded and are aborted in the worker', async () => {
    const aborted: number[] = [];
    const { spawn } = spawner(async (value: number, context: RunContext<never>) => {
      context.signal.addEventListener('abort', () => aborted.push(value));
      return slowDouble(value, context);
    });
    const runner = createLatestRunner<number, number>(spawn);
    const first = runner.run(1);
    const second = runner.run(2);
    const third = runner.run(3);
    await expect(first).rejects.toBeInstanceOf(SupersededError);
    await expect(second).rejects.toBeInstanceOf(SupersededError);
    await expect(third).resolves.toBe(6);
    expect(aborted).toEqual([1, 2]);
  });

  it('forwards progress of the current request only', async () => {
    const { spawn } = spawner(async (value: number, { progress }: RunContext<number>) => {
      progress(value * 10);
      await yieldToEvents();
      progress(value * 10 + 1);
      return value;
    });
    const runner = createLatestRunner<number, number, number>(spawn);
    const seen: number[] = [];
    await expect(runner.run(4, { onProgress: (value) => seen.push(value) })).resolves.toBe(4);
    expect(seen).toEqual([40, 41]);
  });

  it('rejects with the message of an error thrown by the handler', async () => {
    const { spawn } = spawner((value: number) => {
      if (value < 0) throw new RangeError('negative');
      return value;
    });
    const runner = createLatestRunner<number, number>(spawn);
    await expect(runner.run(-1)).rejects.toThrow('negative');
    await expect(runner.run(5)).resolves.toBe(5);
  });

  it('cancels the pending request', async () => {
    const onAbort = vi.fn();
    const { spawn, made } = spawner(async (value: number, context: RunContext<never>) => {
      context.signal.addEventListener('abort', onAbort);
      return slowDouble(value, context);
    });
    const runner = createLatestRunner<number, number>(spawn);
    const pending = runner.run(1);
    await yieldToEvents();
    runner.cancel();
    await expect(pending).rejects.toBeInstanceOf(SupersededError);
    await vi.waitFor(() => expect(onAbort).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(made[0].sentToWorker.at(-1)).toEqual({ kind: 'cancel', id: 1 });
    runner.cancel();
  });

  it('restarts the worker on supersede when asked to', async () => {
    const { spawn, made } = spawner(slowDouble);
    const runner = createLatestRunner<number, number>(spawn, { restartOnSupersede: true });
    const first = runner.run(1);
    const second = runner.run(2);
    await expect(first).rejects.toBeInstanceOf(SupersededError);
    await expect(second).resolves.toBe(4);
    expect(made).toHaveLength(2);
    expect(made[0].worker.terminated()).toBe(true);
    expect(made[1].worker.terminated()).toBe(false);
  });

  it('keeps the worker when the request was already answered', async () => {
    const { spawn, made } = spawner((value: number) => value);
    const runner = createLatestRunner<number, number>(spawn, { restartOnSupersede: true });
    await runner.run(1);
    await runner.run(2);
    expect(made).toHaveLength(1);
  });

  it('fails the pending request when the worker fails, and starts a new worker next time', async () => {
    const { spawn, made } = spawner(slowDouble);
    const runner = createLatestRunner<number, number>(spawn);
    const pending = runner.run(1);
    made[0].worker.fail('Failed to load the module');
    await expect(pending).rejects.toEqual(new WorkerFailedError('Failed to load the module'));
    expect(made[0].worker.terminated()).toBe(true);
    await expect(runner.run(2)).resolves.toBe(4);
    expect(made).toHaveLength(2);
  });

  it('ends a worker whose request runs past the time limit, and answers the next run with a new one', async () => {
    const { spawn, made } = spawner(async (value: number) => {
      if (value < 0) await new Promise(() => undefined);
      return value;
    });
    const runner = createLatestRunner<number, number>(spawn, { timeLimitMs: 20 });
    await expect(runner.run(-1)).rejects.toEqual(new TimeLimitError(20));
    expect(made[0].worker.terminated()).toBe(true);
    await expect(runner.run(3)).resolves.toBe(3);
    expect(made).toHaveLength(2);
  });

  it('keeps the worker when requests finish within the time limit', async () => {
    const { spawn, made } = spawner((value: number) => value);
    // A limit a loaded machine still meets; the wait outlasts it, so a timer left running would fire.
    const runner = createLatestRunner<number, number>(spawn, { timeLimitMs: 500 });
    await runner.run(1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(runner.run(2)).resolves.toBe(2);
    expect(made).toHaveLength(1);
    expect(made[0].worker.terminated()).toBe(false);
  });

  it('refuses to run once disposed, and ends the worker', async () => {
    const { spawn, made } = spawner(slowDouble);
    const runner = createLatestRunner<number, number>(spawn);
    const pending = runner.run(1);
    runner.dispose();
    await expect(pending).rejects.toBeInstanceOf(SupersededError);
    expect(made[0].worker.terminated()).toBe(true);
    await expect(runner.run(2)).rejects.toThrow('disposed');
  });
});

describe('createLatestRunner against a raw worker', () => {
  it('drops replies that do not answer the pending request', async () => {
    const listeners: Listener[] = [];
    const reply = (data: unknown) => listeners.forEach((listener) => listener({ data } as MessageEvent));
    const worker: WorkerLike = {
      postMessage: vi.fn(),
      addEventListener: (type, listener) => {
        if (type === 'message') listeners.push(listener);
      },
      terminate: vi.fn(),
    };
    const runner = createLatestRunner<string, string>(() => worker);
    const old = runner.run('old');
    const current = runner.run('new');
    await expect(old).rejects.toBeInstanceOf(SupersededError);
    reply({ kind: 'result', id: 1, result: 'late answer to old' });
    reply({ kind: 'result', id: 2 });
    reply('noise');
    reply({ kind: 'result', id: 2, result: 'answer to new' });
    await expect(current).resolves.toBe('answer to new');
    expect(worker.postMessage).toHaveBeenCalledWith({ kind: 'run', id: 2, request: 'new' }, undefined);
  });

  it('passes transferables with the request', () => {
    const worker: WorkerLike = { postMessage: vi.fn(), addEventListener: vi.fn(), terminate: vi.fn() };
    const runner = createLatestRunner<ArrayBuffer, number>(() => worker);
    const buffer = new ArrayBuffer(8);
    void runner.run(buffer, { transfer: [buffer] }).catch(() => undefined);
    expect(worker.postMessage).toHaveBeenCalledWith({ kind: 'run', id: 1, request: buffer }, { transfer: [buffer] });
    runner.dispose();
  });
});

describe('serveLatest', () => {
  it('ignores messages that are not calls, and cancels only the named request', async () => {
    const { scope, worker } = fakeWorker();
    const replies: unknown[] = [];
    worker.addEventListener('message', (event) => replies.push((event as MessageEvent).data));
    serveLatest(slowDouble, { scope });
    worker.postMessage({ hello: 'world' });
    worker.postMessage({ kind: 'run', id: 7, request: 3 });
    worker.postMessage({ kind: 'cancel', id: 6 });
    // Waits for the answer however busy the machine (a fixed 30 ms was not always enough).
    await vi.waitFor(() => expect(replies).toEqual([{ kind: 'result', id: 7, result: 6 }]), { timeout: 5_000 });
  });

  it('moves the buffers named by `transfer` with the result', async () => {
    const postMessage = vi.fn();
    let listener: ((event: MessageEvent) => void) | undefined;
    const scope: WorkerScope = { postMessage, addEventListener: (_type, added) => (listener = added) };
    const buffer = new Uint8Array([1, 2, 3]);
    serveLatest(() => buffer, { scope, transfer: (result) => [result.buffer] });
    listener?.({ data: { kind: 'run', id: 1, request: null } } as MessageEvent);
    await yieldToEvents();
    expect(postMessage).toHaveBeenCalledWith({ kind: 'result', id: 1, result: buffer }, { transfer: [buffer.buffer] });
  });
});

describe('protocol guards', () => {
  it.each([
    [{ kind: 'run', id: 1, request: undefined }, true],
    [{ kind: 'cancel', id: 1 }, true],
    [{ kind: 'run', id: 1 }, false],
    [{ kind: 'run', id: '1', request: 1 }, false],
    [null, false],
    ['run', false],
  ])('isWorkerCall(%j) is %s', (value, expected) => {
    expect(isWorkerCall(value)).toBe(expected);
  });

  it.each([
    [{ kind: 'result', id: 1, result: null }, true],
    [{ kind: 'error', id: 1, message: 'boom' }, true],
    [{ kind: 'progress', id: 1, progress: 0.5 }, true],
    [{ kind: 'error', id: 1 }, false],
    [{ kind: 'result', id: 1 }, false],
    [{ kind: 'other', id: 1 }, false],
    [undefined, false],
  ])('isWorkerReply(%j) is %s', (value, expected) => {
    expect(isWorkerReply(value)).toBe(expected);
  });
});
