import Fuse from 'fuse.js';
import type { SelectOption } from './select-option';

/**
 * Options whose label fuzzily matches the query (Fuse.js, threshold 0.3), best first; all when empty.
 * A query over twice as long as the longest label matches none (it would need more than 30% of
 * errors), and Fuse's time grows with the query's length: a pasted page of text would freeze the
 * page for seconds, so such a query is answered without searching.
 */
export function fuzzyFilterOptions<T extends SelectOption>(options: readonly T[], query: string): T[] {
  const trimmed = query.trim();
  if (!trimmed) return [...options];
  const longestLabel = Math.max(0, ...options.map((option) => option.label.length));
  if (trimmed.length > 2 * longestLabel) return [];
  const fuse = new Fuse(options, { keys: ['label'], threshold: 0.3 });
  return fuse.search(trimmed).map((result) => result.item);
}
