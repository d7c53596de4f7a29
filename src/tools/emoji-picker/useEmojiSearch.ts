import { useMemo, useState } from 'react';
import type { Locale } from '../../i18n/locales';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import type { EmojiSearchRequest } from './emoji-search';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnSearch = () => new Worker(new URL('./emoji-search.worker.ts', import.meta.url), { type: 'module' });

export interface EmojiSearchState {
  /** The emojis found for the query, best first; while a newer query is on its way, the last ones found. */
  found: readonly string[] | undefined;
  error: string | undefined;
}

/** Searches the emojis in a worker; an empty query searches nothing. */
export function useEmojiSearch(query: string, locale: Locale): EmojiSearchState {
  const request = useMemo(() => (query ? { query, locale } : undefined), [query, locale]);
  const work = useWorkerResult<EmojiSearchRequest, string[]>(spawnSearch, request);
  const [lastFound, setLastFound] = useState<readonly string[] | undefined>(undefined);
  const found = query ? (work.result ?? lastFound) : undefined;
  if (found !== lastFound) setLastFound(found);
  return { found, error: work.error };
}
