import { useSyncExternalStore } from 'react';
import { isBoolean, isStringArray, storedValue } from './stored-value';

/** Desktop menu collapsed or not; the inline script in index.html applies it before first paint. */
export const menuCollapsed = storedValue('it-tools:menu-collapsed', false, isBoolean);

/** Ids of the menu categories the user collapsed (tools, favourites). */
export const collapsedCategories = storedValue<string[]>('it-tools:collapsed-categories', [], isStringArray);

export function toggleCategory(id: string) {
  collapsedCategories.update((ids) => (ids.includes(id) ? ids.filter((item) => item !== id) : [...ids, id]));
}

export const smallScreenQuery = '(max-width: 700px)';

function subscribeToScreen(listener: () => void) {
  const media = matchMedia(smallScreenQuery);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

/** Width 700px or less; false while prerendering and hydrating (CSS handles the first paint). */
export function useIsSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribeToScreen,
    () => matchMedia(smallScreenQuery).matches,
    () => false,
  );
}
