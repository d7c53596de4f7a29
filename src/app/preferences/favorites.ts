import { isStringArray, storedValue } from './stored-value';

/** Favourites are stored by tool slug (never by translated name), in the user's order. */
export const favoriteSlugs = storedValue<string[]>('it-tools:favorite-tools', [], isStringArray);

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

/** The slugs of the favourite tools, in the user's order (the catalogue turns them into tools). */
export function useFavoriteSlugs(): string[] {
  return favoriteSlugs.use();
}

export function useIsFavorite(slug: string): boolean {
  return favoriteSlugs.use().includes(slug);
}
