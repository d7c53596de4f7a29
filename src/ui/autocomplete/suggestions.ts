const wordCharacter = /[\p{L}\p{N}]/u;

/** Whether `needle` starts `haystack` or one of its words (after a '.', '/', space…). */
function startsAWord(haystack: string, needle: string): boolean {
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1))
    if (at === 0 || !wordCharacter.test(haystack[at - 1])) return true;
  return false;
}

/**
 * The suggestions for `query`, case-insensitive: those where it starts a word first (`js` → `.js`,
 * `paris` → `Europe/Paris`), then those merely holding it, each group in the given order; at most
 * `limit`. The first `limit` options for a blank query.
 */
export function matchingSuggestions(options: readonly string[], query: string, limit: number): string[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return options.slice(0, limit);
  const atWordStart: string[] = [];
  const inside: string[] = [];
  for (const option of options) {
    const haystack = option.toLowerCase();
    if (!haystack.includes(needle)) continue;
    if (startsAWord(haystack, needle)) atWordStart.push(option);
    else inside.push(option);
    if (atWordStart.length >= limit) break;
  }
  return [...atWordStart, ...inside].slice(0, limit);
}
