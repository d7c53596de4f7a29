type SearchModule = typeof import('./tool-search');
let searchModule: Promise<SearchModule> | null = null;

/**
 * The fuzzy search (and Fuse.js with it) is fetched on first use, keeping the home page's eager
 * code small; a failed fetch is forgotten so the next attempt retries.
 */
export function loadToolSearch(): Promise<SearchModule> {
  searchModule ??= import('./tool-search').catch((error: unknown) => {
    searchModule = null;
    throw error;
  });
  return searchModule;
}
