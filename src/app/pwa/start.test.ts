import { describe, expect, it, vi } from 'vitest';
import { whenLoadedAndIdle } from './start';

type Listener = () => void;

function fakeWindow(readyState: DocumentReadyState, { idle = true } = {}) {
  const listeners: Listener[] = [];
  const idleTasks: Listener[] = [];
  const timers: Listener[] = [];
  const target = {
    document: { readyState },
    addEventListener: (_type: string, listener: Listener) => listeners.push(listener),
    requestIdleCallback: idle ? (task: Listener) => idleTasks.push(task) : undefined,
    setTimeout: (task: Listener) => timers.push(task),
  };
  return {
    target: target as unknown as Window,
    load: () => listeners.forEach((listener) => listener()),
    runIdle: () => idleTasks.splice(0).forEach((task) => task()),
    runTimers: () => timers.splice(0).forEach((task) => task()),
  };
}

describe('whenLoadedAndIdle', () => {
  it('waits for the load event, then for idle time', () => {
    const task = vi.fn();
    const page = fakeWindow('loading');
    whenLoadedAndIdle(task, page.target);
    page.runIdle();
    expect(task).not.toHaveBeenCalled();
    page.load();
    expect(task).not.toHaveBeenCalled();
    page.runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('only waits for idle time when the page has already loaded', () => {
    const task = vi.fn();
    const page = fakeWindow('complete');
    whenLoadedAndIdle(task, page.target);
    page.runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where there is no idle callback', () => {
    const task = vi.fn();
    const page = fakeWindow('complete', { idle: false });
    whenLoadedAndIdle(task, page.target);
    expect(task).not.toHaveBeenCalled();
    page.runTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
