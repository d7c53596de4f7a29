// @vitest-environment jsdom
import '../test/setup-dom';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatestAsync, type LatestAsyncOptions } from './useLatestAsync';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

function setup(options?: LatestAsyncOptions) {
  const started: { request: string; at: number; signal: AbortSignal }[] = [];
  const mountedAt = performance.now();
  // Stable, as the hook asks: defined once per setup, not per render.
  const run = async (request: string, signal: AbortSignal) => {
    started.push({ request, at: performance.now() - mountedAt, signal });
    await tick(5);
    if (request === 'bad') throw new Error('Cannot shout that');
    return request.toUpperCase();
  };
  const rendered: ReturnType<typeof useLatestAsync<string, string>>[] = [];
  const hook = renderHook(
    ({ request }: { request: string | undefined }) => {
      const value = useLatestAsync(request, run, options);
      rendered.push(value);
      return value;
    },
    { initialProps: { request: undefined as string | undefined } },
  );
  return { ...hook, started, rendered };
}

describe('useLatestAsync', () => {
  it('runs nothing while there is no request', async () => {
    const { result, started } = setup();
    await tick(10);
    expect(result.current).toEqual({ result: undefined, error: undefined, busy: false });
    expect(started).toHaveLength(0);
  });

  it('is busy until the answer to the current request arrives', async () => {
    const { result, rerender } = setup();
    rerender({ request: 'hello' });
    expect(result.current).toEqual({ result: undefined, error: undefined, busy: true });
    await waitFor(() => expect(result.current.result).toBe('HELLO'));
    expect(result.current.busy).toBe(false);
  });

  it('shows only the answer to the latest request, and aborts the older one', async () => {
    const { result, rerender, started, rendered } = setup();
    rerender({ request: 'first' });
    rerender({ request: 'second' });
    await waitFor(() => expect(result.current.result).toBe('SECOND'));
    await tick(20);
    expect(result.current.result).toBe('SECOND');
    expect(rendered.map((value) => value.result)).not.toContain('FIRST');
    expect(started.map(({ request, signal }) => [request, signal.aborted])).toEqual([
      ['first', true],
      ['second', false],
    ]);
  });

  it('starts the first request at once, and only the last of quick changes after the debounce', async () => {
    const { result, rerender, started } = setup({ debounceMs: 40 });
    rerender({ request: 'a' });
    expect(started.map(({ request }) => request)).toEqual(['a']);
    await waitFor(() => expect(result.current.result).toBe('A'));
    for (const request of ['ab', 'abc', 'abcd']) rerender({ request });
    expect(result.current.busy).toBe(true);
    await waitFor(() => expect(result.current.result).toBe('ABCD'));
    expect(started.map(({ request }) => request)).toEqual(['a', 'abcd']);
  });

  it('reports an error, and forgets the answer when the request goes away', async () => {
    const { result, rerender } = setup();
    rerender({ request: 'bad' });
    await waitFor(() => expect(result.current.error).toBe('Cannot shout that'));
    expect(result.current).toEqual({ result: undefined, error: 'Cannot shout that', busy: false });
    rerender({ request: 'fine' });
    await waitFor(() => expect(result.current.result).toBe('FINE'));
    rerender({ request: undefined });
    expect(result.current).toEqual({ result: undefined, error: undefined, busy: false });
  });

  it('aborts the running request on unmount', async () => {
    const { rerender, unmount, started } = setup();
    rerender({ request: 'hello' });
    unmount();
    expect(started[0].signal.aborted).toBe(true);
  });
});
