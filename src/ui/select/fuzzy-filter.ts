import Fuse from 'fuse.js';
import type { SelectOption } from './select-option';

/** Options whose label fuzzily matches the query (Fuse.js, threshold 0.3), best first; all when empty. */
export function fuzzyFilterOptions<T extends SelectOption>(options: readonly T[], query: string): T[] {
  const trimmed = query.trim();
  if (!trimmed) return [...options];
  const fuse = new Fuse(options, { keys: ['label'], threshold: 0.3 });
  return fuse.search(trimmed).map((result) => result.item);
}
