// @vitest-environment jsdom
import '../../test/setup-dom';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAsyncValue } from './useAsyncValue';

function setup(initial: (() => Promise<string>) | undefined) {
  return renderHook(({ task }) => useAsyncValue(task), { initialProps: { task: initial } });
}

describe('useAsyncValue', () => {
  it('is idle without a task', () => {
    const { result } = setup(undefined);
    expect(result.current).toEqual({ value: undefined, busy: false, failed: false });
  });

  it('is busy, then gives the value', async () => {
    const { result } = setup(() => Promise.resolve('done'));
    expect(result.current).toEqual({ value: undefined, busy: true, failed: false });
    await waitFor(() => expect(result.current).toEqual({ value: 'done', busy: false, failed: false }));
  });

  it('reports a task that fails', async () => {
    const { result } = setup(() => Promise.reject(new Error('no')));
    await waitFor(() => expect(result.current).toEqual({ value: undefined, busy: false, failed: true }));
  });

  it('drops the result of a task a newer one replaced', async () => {
    let finishOld: ((value: string) => void) | undefined;
    const old = () => new Promise<string>((resolve) => (finishOld = resolve));
    const { result, rerender } = setup(old);
    await waitFor(() => expect(finishOld).toBeDefined());
    rerender({ task: () => Promise.resolve('new') });
    await waitFor(() => expect(result.current.value).toBe('new'));
    finishOld?.('old');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current).toEqual({ value: 'new', busy: false, failed: false });
  });
});
