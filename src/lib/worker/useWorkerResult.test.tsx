// @vitest-environment jsdom
import '../../test/setup-dom';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { spawner } from './fake-worker';
import { yieldToEvents, type RunContext } from './serve-latest';
import { useWorkerResult, type WorkerResultOptions } from './useWorkerResult';

async function slowUpper(text: string, { signal, progress }: RunContext<number>): Promise<string> {
  if (text === 'bad') throw new Error('Cannot shout that');
  for (let step = 1; step <= 4; step++) {
    await yieldToEvents();
    signal.throwIfAborted();
    progress(step / 4);
  }
  return text.toUpperCase();
}

function setup(options?: WorkerResultOptions) {
  const { spawn, made } = spawner(slowUpper);
  const runs = () =>
    made.flatMap((fake) => fake.sentToWorker).filter((call) => (call as { kind: string }).kind === 'run');
  const rendered: ReturnType<typeof useWorkerResult<string, string, number>>[] = [];
  const hook = renderHook(
    ({ request }: { request: string | undefined }) => {
      const value = useWorkerResult<string, string, number>(spawn, request, options);
      rendered.push(value);
      return value;
    },
    { initialProps: { request: undefined as string | undefined } },
  );
  return { ...hook, made, runs, rendered };
}

describe('useWorkerResult', () => {
  it('starts no worker while there is no request', async () => {
    const { result, made } = setup();
    await yieldToEvents();
    expect(result.current).toEqual({
      result: undefined,
      error: undefined,
      timedOut: false,
      busy: false,
      progress: undefined,
    });
    expect(made).toHaveLength(0);
  });

  it('is busy until the answer to the current request arrives', async () => {
    const { result, rerender, made } = setup();
    rerender({ request: 'hello' });
    expect(result.current.busy).toBe(true);
    await waitFor(() => expect(result.current.result).toBe('HELLO'));
    expect(result.current.busy).toBe(false);
    expect(result.current.progress).toBeUndefined();
    expect(made).toHaveLength(1);
  });

  it('says when the request ran past the time limit', async () => {
    const { spawn } = spawner(() => new Promise<string>(() => undefined));
    const { result } = renderHook(() => useWorkerResult<string, string>(spawn, 'stuck', { timeLimitMs: 20 }));
    await waitFor(() => expect(result.current.timedOut).toBe(true));
    expect(result.current).toMatchObject({ result: undefined, error: 'Stopped after 20 ms', busy: false });
  });

  it('reports progress of the current request while busy', async () => {
    const { result, rerender, rendered } = setup();
    rerender({ request: 'hello' });
    await waitFor(() => expect(result.current.result).toBe('HELLO'));
    const whileBusy = rendered.filter((value) => value.busy).map((value) => value.progress);
    expect(whileBusy[0]).toBeUndefined();
    const reported = whileBusy.filter((progress) => progress !== undefined);
    expect(reported.length).toBeGreaterThan(0);
    expect(reported).toEqual([...reported].sort());
    expect(reported.every((progress) => [0.25, 0.5, 0.75, 1].includes(progress))).toBe(true);
  });

  it('shows only the answer to the latest request', async () => {
    const { result, rerender, runs, rendered } = setup();
    rerender({ request: 'first' });
    await yieldToEvents();
    rerender({ request: 'second' });
    await waitFor(() => expect(result.current.result).toBe('SECOND'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.result).toBe('SECOND');
    expect(rendered.map((value) => value.result)).not.toContain('FIRST');
    expect(runs()).toHaveLength(2);
  });

  it('forgets the answer when the request goes away, and does not hash again for it', async () => {
    const { result, rerender } = setup();
    rerender({ request: 'hello' });
    await waitFor(() => expect(result.current.result).toBe('HELLO'));
    rerender({ request: undefined });
    expect(result.current).toEqual({
      result: undefined,
      error: undefined,
      timedOut: false,
      busy: false,
      progress: undefined,
    });
  });

  it('sends only the last of quick changes when debounced', async () => {
    const { result, rerender, runs } = setup({ debounceMs: 30 });
    for (const request of ['a', 'ab', 'abc']) rerender({ request });
    await waitFor(() => expect(result.current.result).toBe('ABC'));
    expect(runs()).toEqual([{ kind: 'run', id: 1, request: 'abc' }]);
  });

  it('reports an error of the handler', async () => {
    const { result, rerender } = setup();
    rerender({ request: 'bad' });
    await waitFor(() => expect(result.current.error).toBe('Cannot shout that'));
    expect(result.current.busy).toBe(false);
    expect(result.current.result).toBeUndefined();
  });

  it('ends the worker on unmount', async () => {
    const { result, rerender, unmount, made } = setup();
    rerender({ request: 'hello' });
    await waitFor(() => expect(result.current.result).toBe('HELLO'));
    unmount();
    expect(made[0].worker.terminated()).toBe(true);
  });
});
