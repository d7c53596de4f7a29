import { useEffect, useMemo, useState } from 'react';
import { tools } from '../../tools';
import type { Tool } from '../../tools/tool';
import { loadToolSearch } from '../search/load-tool-search';
import { useSearchTranslations } from '../search/use-search-translations';

type SearchModule = Awaited<ReturnType<typeof loadToolSearch>>;

/**
 * The tools matching `query`, best first, in the current language and English; `null` while the
 * query is blank or the search is still loading, meaning "show the page unfiltered".
 */
export function useToolFilter(query: string): readonly Tool[] | null {
  const translations = useSearchTranslations();
  const [module, setModule] = useState<SearchModule | null>(null);
  const active = query.trim() !== '';

  useEffect(() => {
    if (!active || module) return;
    let current = true;
    loadToolSearch().then(
      (loaded) => current && setModule(loaded),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [active, module]);

  const search = useMemo(
    () => module && module.createFuzzySearch(module.toolSearchEntries(tools, translations)),
    [module, translations],
  );
  return useMemo(() => (active && search ? search(query).map((result) => result.item) : null), [active, search, query]);
}
