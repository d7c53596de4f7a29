import { findTool } from '../../tools';
import type { Tool } from '../../tools/tool';
import { useFavoriteSlugs } from '../preferences/favorites';

/** The favourite tools in the user's order; stored slugs of tools that no longer exist are skipped. */
export function useFavoriteTools(): Tool[] {
  return useFavoriteSlugs()
    .map(findTool)
    .filter((tool): tool is Tool => tool !== undefined);
}
