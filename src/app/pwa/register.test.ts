import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: { isUpdate?: boolean; isExternal?: boolean }) => void;

const workbox = vi.hoisted(() => ({
  created: [] as { scriptUrl: string; options: unknown }[],
  listeners: new Map<string, Listener[]>(),
  register: vi.fn<(options: unknown) => Promise<unknown>>(),
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(scriptUrl: string, options: unknown) {
      workbox.created.push({ scriptUrl, options });
    }
    addEventListener(type: string, listener: Listener) {
      workbox.listeners.set(type, [...(workbox.listeners.get(type) ?? []), listener]);
    }
    register(options: unknown) {
      return workbox.register(options);
    }
  },
}));

const { registerServiceWorker } = await import('./register');

const emit = (type: string, event: { isUpdate?: boolean; isExternal?: boolean }) =>
  workbox.listeners.get(type)?.forEach((listener) => listener(event));

beforeEach(() => {
  workbox.created.length = 0;
  workbox.listeners.clear();
  workbox.register.mockReset().mockResolvedValue({});
});

afterEach(() => vi.unstubAllGlobals());

describe('registerServiceWorker', () => {
  it('registers sw.js at the base address with that scope', async () => {
    await registerServiceWorker({ baseUrl: '/tools/', reload: vi.fn() });
    expect(workbox.created).toEqual([{ scriptUrl: '/tools/sw.js', options: { scope: '/tools/' } }]);
    expect(workbox.register).toHaveBeenCalledWith({ immediate: true });
  });

  it('reloads once when an update takes control or another worker activates', async () => {
    const reload = vi.fn();
    await registerServiceWorker({ baseUrl: '/', reload });
    emit('activated', { isExternal: false });
    emit('controlling', { isUpdate: false, isExternal: false });
    expect(reload).not.toHaveBeenCalled();
    emit('activated', { isExternal: true });
    emit('controlling', { isUpdate: true, isExternal: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when a new worker took over between page start and registration', async () => {
    const oldWorker = { state: 'activated' } as ServiceWorker;
    const newWorker = { state: 'activated' } as ServiceWorker;
    const reload = vi.fn();
    vi.stubGlobal('navigator', { serviceWorker: { controller: oldWorker } });
    await registerServiceWorker({ baseUrl: '/', reload, initialController: oldWorker });
    expect(reload).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', { serviceWorker: { controller: newWorker } });
    await registerServiceWorker({ baseUrl: '/', reload, initialController: oldWorker });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('passes a registration failure to the callback, and swallows it without one', async () => {
    const failure = new Error('SecurityError');
    workbox.register.mockRejectedValue(failure);
    const onRegisterError = vi.fn();
    await registerServiceWorker({ baseUrl: '/', onRegisterError, reload: vi.fn() });
    expect(onRegisterError).toHaveBeenCalledWith(failure);
    await expect(registerServiceWorker({ baseUrl: '/', reload: vi.fn() })).resolves.toBeUndefined();
  });
});
