import { Workbox } from 'workbox-window';
import { keepLanguageOffline } from './keep-language-offline';
import { createReloader } from './reload-policy';

export interface ServiceWorkerOptions {
  /** Where the site lives, with a trailing slash: the worker is `<baseUrl>sw.js` with that scope. */
  baseUrl: string;
  /** Told when the browser refuses the worker (private mode, bad certificate...); nothing is shown. */
  onRegisterError?: (error: unknown) => void;
  reload?: () => void;
  /**
   * The worker that controlled the page when it started. The browser looks for an update as the
   * page loads, before registration: a new worker may take over before anyone listens.
   */
  initialController?: ServiceWorker | null;
}

/**
 * Registers the offline service worker (it precaches every page and asset, see
 * scripts/service-worker.js) and reloads the page once when a new version takes over, so the
 * page never runs old code against new files.
 */
export async function registerServiceWorker({
  baseUrl,
  onRegisterError,
  reload = () => window.location.reload(),
  initialController = null,
}: ServiceWorkerOptions): Promise<void> {
  const workbox = new Workbox(`${baseUrl}sw.js`, { scope: baseUrl });
  const reloadIfNeeded = createReloader(reload);
  workbox.addEventListener('controlling', (event) =>
    reloadIfNeeded({ type: 'controlling', isUpdate: event.isUpdate, isExternal: event.isExternal }),
  );
  workbox.addEventListener('activated', (event) =>
    reloadIfNeeded({ type: 'activated', isUpdate: event.isUpdate, isExternal: event.isExternal }),
  );
  try {
    await workbox.register({ immediate: true });
  } catch (error) {
    onRegisterError?.(error);
    return;
  }
  if (initialController && navigator.serviceWorker.controller !== initialController) {
    reloadIfNeeded({ type: 'controlling', isUpdate: true });
  }
  keepLanguageOffline();
}
