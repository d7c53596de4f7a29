// @vitest-environment jsdom
import '../../test/setup-dom';
import { renderHook, waitFor } from '@testing-library/react';
import { useMemo } from 'react';
import { describe, expect, it } from 'vitest';
import { spawner } from '../worker/fake-worker';
import { useComputation } from './useComputation';

interface Pair {
  left: string;
  right: string;
}

const join = ({ left, right }: Pair) => `${left}|${right}`;

function setup(initial: Pair & { large: boolean }) {
  const { spawn, made } = spawner((pair: Pair) => `worker:${join(pair)}`);
  const hook = renderHook(
    ({ left, right, large }: Pair & { large: boolean }) => {
      const request = useMemo(() => ({ left, right }), [left, right]);
      return useComputation(request, large, join, spawn);
    },
    { initialProps: initial },
  );
  return { ...hook, made };
}

describe('useComputation', () => {
  it('computes a small request at once, starting no worker', () => {
    const { result, made } = setup({ left: 'a', right: 'b', large: false });
    expect(result.current).toEqual({ result: 'a|b', error: undefined, busy: false });
    expect(made).toHaveLength(0);
  });

  it('hands a large request to the worker, and follows a change of either part', async () => {
    const { result, rerender, made } = setup({ left: 'a', right: 'b', large: true });
    expect(result.current.busy).toBe(true);
    await waitFor(() => expect(result.current.result).toBe('worker:a|b'));
    rerender({ left: 'a', right: 'c', large: true });
    expect(result.current).toEqual({ result: undefined, error: undefined, busy: true });
    await waitFor(() => expect(result.current.result).toBe('worker:a|c'));
    expect(made).toHaveLength(1);
  });
});
