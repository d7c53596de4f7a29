import { findTool } from '../../tools';
import type { Tool } from '../../tools/tool';
import { isStringArray, storedValue } from './stored-value';

/** Favourites are stored by tool slug (never by translated name), in the user's order. */
const favoriteSlugs = storedValue<string[]>('it-tools:favorite-tools', [], isStringArray);

export function toggleFavorite(slug: string) {
  favoriteSlugs.update((slugs) => (slugs.includes(slug) ? slugs.filter((item) => item !== slug) : [...slugs, slug]));
}

/** Moves a favourite to another place in the list (drag and drop, or the keyboard). */
export function moveFavorite(slug: string, toIndex: number) {
  favoriteSlugs.update((slugs) => {
    const rest = slugs.filter((item) => item !== slug);
    if (rest.length === slugs.length) return slugs;
    const index = Math.max(0, Math.min(rest.length, toIndex));
    return [...rest.slice(0, index), slug, ...rest.slice(index)];
  });
}

/** The favourite tools in the user's order; stored slugs of tools that no longer exist are skipped. */
export function useFavoriteTools(): Tool[] {
  const slugs = favoriteSlugs.use();
  return slugs.map(findTool).filter((tool): tool is Tool => tool !== undefined);
}

export function useIsFavorite(slug: string): boolean {
  return favoriteSlugs.use().includes(slug);
}
