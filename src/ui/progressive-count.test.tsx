// @vitest-environment jsdom
import '../test/setup-dom';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from './progressive-count';

function Counter({ total, restartKey }: { total: number; restartKey: unknown }) {
  return <output>{useProgressiveCount(total, 10, restartKey)}</output>;
}

const shown = () => Number(screen.getByRole('status').textContent);

/** Runs the batches one task at a time, as the browser would, until none is left. */
function finish() {
  while (vi.getTimerCount() > 0) act(() => vi.advanceTimersToNextTimer());
}

describe('useProgressiveCount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives a first batch at once, then one more batch per task up to the total', () => {
    render(<Counter total={25} restartKey="a" />);
    expect(shown()).toBe(10);
    act(() => vi.advanceTimersToNextTimer());
    expect(shown()).toBe(20);
    act(() => vi.advanceTimersToNextTimer());
    expect(shown()).toBe(25);
    finish();
    expect(shown()).toBe(25);
  });

  it('gives the total at once when it fits in a batch', () => {
    render(<Counter total={4} restartKey="a" />);
    expect(shown()).toBe(4);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts again from the first batch for a new key', () => {
    const { rerender } = render(<Counter total={50} restartKey="a" />);
    finish();
    expect(shown()).toBe(50);
    rerender(<Counter total={50} restartKey="b" />);
    expect(shown()).toBe(10);
    finish();
    expect(shown()).toBe(50);
  });
});
