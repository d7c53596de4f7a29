import type { SearchResult } from '../search/tool-search';
import { paletteGroups, type PaletteGroup, type PaletteItem } from './palette-items';

export const resultsPerGroup = 5;

export interface PaletteResultGroup {
  group: PaletteGroup;
  items: PaletteItem[];
}

/**
 * Search results split by group, at most `perGroup` each. Groups holding a better match come
 * first, so Enter on the first option takes the best match; ties (an empty query scores every
 * item 0) keep the fixed order Tools, Actions, External, Pages.
 */
export function groupResults(
  results: readonly SearchResult<PaletteItem>[],
  perGroup = resultsPerGroup,
): PaletteResultGroup[] {
  return paletteGroups
    .map((group) => {
      const inGroup = results.filter((result) => result.item.group === group);
      return {
        group,
        best: Math.min(...inGroup.map((result) => result.score)),
        items: inGroup.slice(0, perGroup).map((result) => result.item),
      };
    })
    .filter((group) => group.items.length > 0)
    .sort((a, b) => a.best - b.best)
    .map(({ group, items }) => ({ group, items }));
}

/** Results equally good put the tools opened most recently first (`recent`: slugs, the latest first). */
export function recentFirstAmongEquals(
  results: readonly SearchResult<PaletteItem>[],
  recent: readonly string[],
): SearchResult<PaletteItem>[] {
  const rank = (result: SearchResult<PaletteItem>) => {
    const at = recent.findIndex((slug) => result.item.id === `tool-${slug}`);
    return at === -1 ? recent.length : at;
  };
  return [...results].sort((a, b) => a.score - b.score || rank(a) - rank(b));
}
