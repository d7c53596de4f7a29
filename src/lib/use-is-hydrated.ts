import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the page is prerendered and while the browser hydrates it (so both render alike),
 * true from then on, and for parts first rendered later.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
