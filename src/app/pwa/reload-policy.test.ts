import { describe, expect, it, vi } from 'vitest';
import { createReloader, shouldReload, type WorkerLifecycleEvent } from './reload-policy';

describe('shouldReload', () => {
  it.each<[string, WorkerLifecycleEvent, boolean]>([
    [
      'the first worker takes control of a fresh page',
      { type: 'controlling', isUpdate: false, isExternal: false },
      false,
    ],
    ['the first worker activates', { type: 'activated', isExternal: false }, false],
    [
      'an update takes control of an already controlled page',
      { type: 'controlling', isUpdate: true, isExternal: false },
      true,
    ],
    ['a worker from another tab takes control', { type: 'controlling', isUpdate: true, isExternal: true }, true],
    [
      'a worker installed elsewhere takes control of an uncontrolled page',
      { type: 'controlling', isExternal: true },
      true,
    ],
    ['a worker installed elsewhere (or found later) activates', { type: 'activated', isExternal: true }, true],
    [
      'an update installed by this page activates before taking control',
      { type: 'activated', isUpdate: true, isExternal: false },
      false,
    ],
    ['an event without flags', { type: 'controlling' }, false],
  ])('%s', (_case, event, expected) => {
    expect(shouldReload(event)).toBe(expected);
  });
});

describe('createReloader', () => {
  it('reloads once however many events call for it', () => {
    const reload = vi.fn();
    const onEvent = createReloader(reload);
    onEvent({ type: 'activated', isExternal: true });
    onEvent({ type: 'controlling', isUpdate: true, isExternal: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for the first worker taking control', () => {
    const reload = vi.fn();
    const onEvent = createReloader(reload);
    onEvent({ type: 'activated', isExternal: false });
    onEvent({ type: 'controlling', isUpdate: false, isExternal: false });
    expect(reload).not.toHaveBeenCalled();
  });

  it('waits for an event that calls for a reload', () => {
    const reload = vi.fn();
    const onEvent = createReloader(reload);
    onEvent({ type: 'controlling', isUpdate: false });
    expect(reload).not.toHaveBeenCalled();
    onEvent({ type: 'controlling', isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
