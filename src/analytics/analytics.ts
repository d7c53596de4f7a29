import { appConfig } from '../config/app-config';
import type { EventProps } from './plausible-event';
import type { Tracker } from './tracker';

let tracker: Promise<Tracker | undefined> | undefined;

// The tracker loads on the first event, so a build without analytics never fetches it and the
// home page's eager code only carries these few lines.
function loadTracker(): Promise<Tracker | undefined> {
  tracker ??= import('./tracker').then(
    (module) => module.startTracking(),
    () => {
      tracker = undefined;
      return undefined;
    },
  );
  return tracker;
}

/** Records event `name` when analytics is enabled in the configuration; does nothing otherwise. */
export function trackEvent(name: string, props?: EventProps): void {
  if (!appConfig.plausible.isTrackerEnabled) return;
  // The address now, not once the tracker has loaded: the person may have moved on by then.
  const url = location.href;
  void loadTracker().then((loaded) => loaded?.track(name, { url, props }));
}

let lastPage: string | undefined;

/** Records a pageview, once per address (a repeated call for the same page is ignored). */
export function trackPageview(): void {
  const page = location.pathname + location.search;
  if (page === lastPage) return;
  lastPage = page;
  trackEvent('pageview');
}
