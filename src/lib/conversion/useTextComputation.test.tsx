// @vitest-environment jsdom
import '../../test/setup-dom';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { largeInputChars } from '../useDebouncedWhenLarge';
import { spawner } from '../worker/fake-worker';
import type { ConversionRequest } from './serve-conversion';
import { useTextComputation } from './useTextComputation';

const repeat = (text: string, { times }: { times: number }) => text.repeat(times);
const twice = { times: 2 };
const large = 'a'.repeat(largeInputChars + 1);

type Handler = (request: ConversionRequest<{ times: number }>) => string | Promise<string>;
const serveRepeat: Handler = ({ text, options }) => repeat(text, options);

function setup(text: string, handler: Handler = serveRepeat) {
  const { spawn, made } = spawner(handler);
  const hook = renderHook(({ input }: { input: string }) => useTextComputation(input, twice, repeat, spawn), {
    initialProps: { input: text },
  });
  return { ...hook, made };
}

describe('useTextComputation', () => {
  it('computes small text at once on the main thread, starting no worker', () => {
    const { result, made } = setup('ab');
    expect(result.current).toEqual({ result: 'abab', error: undefined, busy: false });
    expect(made).toHaveLength(0);
  });

  it('hands large text to the worker and is busy until its answer', async () => {
    const { result, made } = setup(large);
    expect(result.current).toEqual({ result: undefined, error: undefined, busy: true });
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current).toEqual({ result: large + large, error: undefined, busy: false });
    expect(made).toHaveLength(1);
  });

  it('goes back to the main thread when the text becomes small again', async () => {
    const { result, rerender } = setup(large);
    rerender({ input: 'xy' });
    expect(result.current).toEqual({ result: 'xyxy', error: undefined, busy: false });
  });

  it('reports a worker that fails', async () => {
    const { result, made } = setup(large, () => new Promise<string>(() => undefined));
    await waitFor(() => expect(made).toHaveLength(1));
    made[0].worker.fail('The worker could not load');
    await waitFor(() => expect(result.current.error).toBe('The worker could not load'));
    expect(result.current.result).toBeUndefined();
    expect(result.current.busy).toBe(false);
  });
});
