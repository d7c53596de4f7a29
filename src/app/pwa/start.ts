import type { ServiceWorkerOptions } from './register';

/** Runs `task` once the page has loaded and the browser is idle, so it never delays first paint. */
export function whenLoadedAndIdle(task: () => void, target: Window = window): void {
  const onIdle = () =>
    target.requestIdleCallback ? target.requestIdleCallback(task, { timeout: 5000 }) : target.setTimeout(task, 1);
  if (target.document.readyState === 'complete') onIdle();
  else target.addEventListener('load', onIdle, { once: true });
}

/**
 * Registers the offline service worker after load, where the browser supports them. The
 * registration code (and workbox-window) is a separate chunk, fetched only then. A failure to
 * load that chunk is a registration failure too: both go to `onRegisterError`, nothing is shown.
 */
export function startServiceWorker(options: Partial<ServiceWorkerOptions> = {}): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const { baseUrl = import.meta.env.BASE_URL, onRegisterError } = options;
  const initialController = navigator.serviceWorker.controller;
  whenLoadedAndIdle(() => {
    import('./register')
      .then(({ registerServiceWorker }) => registerServiceWorker({ initialController, ...options, baseUrl }))
      .catch((error: unknown) => onRegisterError?.(error));
  });
}
