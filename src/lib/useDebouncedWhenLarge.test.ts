// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedWhenLarge } from './useDebouncedWhenLarge';

const options = { thresholdChars: 10, delayMs: 200 };

describe('useDebouncedWhenLarge', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes small text through at once', () => {
    const { result, rerender } = renderHook(({ text }) => useDebouncedWhenLarge(text, options), {
      initialProps: { text: 'a' },
    });
    rerender({ text: 'abc' });
    expect(result.current).toBe('abc');
  });

  it('gives large text only after a pause', () => {
    const { result, rerender } = renderHook(({ text }) => useDebouncedWhenLarge(text, options), {
      initialProps: { text: 'x'.repeat(20) },
    });
    expect(result.current).toBe('x'.repeat(20));

    rerender({ text: 'y'.repeat(20) });
    act(() => vi.advanceTimersByTime(150));
    rerender({ text: 'z'.repeat(20) });
    act(() => vi.advanceTimersByTime(150));
    expect(result.current).toBe('x'.repeat(20));

    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe('z'.repeat(20));
  });

  it('goes back to live output when the text shrinks', () => {
    const { result, rerender } = renderHook(({ text }) => useDebouncedWhenLarge(text, options), {
      initialProps: { text: 'x'.repeat(20) },
    });
    rerender({ text: 'short' });
    expect(result.current).toBe('short');
  });
});
