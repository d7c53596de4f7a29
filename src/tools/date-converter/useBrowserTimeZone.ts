import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
// Prerendering knows nothing of the visitor's zone; the browser fills it in on hydration.
const unknownTimeZone = () => '';

/** The IANA name of the browser's time zone (e.g. "Europe/Paris"); empty while prerendering. */
export function useBrowserTimeZone(): string {
  return useSyncExternalStore(noSubscription, browserTimeZone, unknownTimeZone);
}
