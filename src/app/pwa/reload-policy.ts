/** What workbox-window tells the page about a service worker, as far as reloading cares. */
export interface WorkerLifecycleEvent {
  type: 'controlling' | 'activated';
  /** The page was already controlled when it registered: the new worker replaces an older one. */
  isUpdate?: boolean;
  /** The worker was not installed by this page (another tab, or an update found later). */
  isExternal?: boolean;
}

/**
 * Whether the page should reload to run the files of a newly activated service worker. The first
 * worker taking control of a page loaded from the network changes nothing the page runs, so only
 * a replacement (an update) or a worker activated from elsewhere calls for a reload.
 */
export function shouldReload({ type, isUpdate = false, isExternal = false }: WorkerLifecycleEvent): boolean {
  if (type === 'controlling') return isUpdate || isExternal;
  return isExternal;
}

/** Calls `reload` on the first event that calls for it and never again (events arrive in pairs). */
export function createReloader(reload: () => void): (event: WorkerLifecycleEvent) => void {
  let reloading = false;
  return (event) => {
    if (reloading || !shouldReload(event)) return;
    reloading = true;
    reload();
  };
}
