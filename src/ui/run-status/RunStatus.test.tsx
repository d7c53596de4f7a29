// @vitest-environment jsdom
import '../../test/setup-dom';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RunStatus } from './RunStatus';

describe('RunStatus', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('while running, is a busy status region with a named, indeterminate progress bar', () => {
    renderWithProviders(<RunStatus running label="Checking signatures…" name="Checking status" />);
    const status = screen.getByRole('status', { name: 'Checking status' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Checking signatures…');
    const bar = screen.getByRole('progressbar', { name: 'Checking signatures…' });
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
  });

  it('shows the share done as a bar and a percentage', () => {
    renderWithProviders(<RunStatus running label="Encoding…" progress={0.42} />);
    expect(screen.getByRole('status').textContent).toBe('Encoding… 42%');
    const bar = screen.getByRole('progressbar', { name: 'Encoding…' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuetext')).toBe('42%');
  });

  it('offers a named Stop button only when it can stop', async () => {
    const onStop = vi.fn();
    const { rerender } = renderWithProviders(<RunStatus running label="Hashing…" />);
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    rerender(<RunStatus running label="Hashing…" onStop={onStop} />);
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('counts the seconds from 2 s on, and starts again for a new run', () => {
    vi.useFakeTimers();
    const { rerender } = renderWithProviders(<RunStatus running label="Generating…" showElapsed run={1} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status').textContent).toBe('Generating…');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status').textContent).toBe('Generating… 3 s');
    rerender(<RunStatus running label="Generating…" showElapsed run={2} />);
    expect(screen.getByRole('status').textContent).toBe('Generating…');
  });

  it('shows the outcome while idle, after what it always shows', () => {
    renderWithProviders(
      <RunStatus running={false} label="Comparing…" idle="Yes">
        Do they match ?
      </RunStatus>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Do they match ?Yes');
    expect(status.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
