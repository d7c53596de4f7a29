import Fuse, { type IFuseOptions } from 'fuse.js';
import type { Tool } from '../../tools/tool';

/** One language's text for a key, or `fallback` where that language has none. */
export type Translate = (key: string, fallback: string) => string;

/** What a searchable thing is found by; each field holds its text in every language searched. */
export interface SearchEntry<T> {
  item: T;
  name: readonly string[];
  description: readonly string[];
  keywords: readonly string[];
  category: readonly string[];
}

export interface SearchResult<T> {
  item: T;
  /** 0 is a perfect match, 1 no match at all; every result of an empty query scores 0. */
  score: number;
}

const fuseOptions: IFuseOptions<SearchEntry<unknown>> = {
  keys: [{ name: 'name', weight: 2 }, 'description', 'keywords', 'category'],
  threshold: 0.3,
  includeScore: true,
};

/**
 * A fuzzy search over `entries` (Fuse.js, threshold 0.3, the name weighing double), best match
 * first; an empty query returns every entry in its given order. Queries longer than Fuse's 32
 * characters are searched in chunks by Fuse itself.
 */
export function createFuzzySearch<T>(entries: readonly SearchEntry<T>[]): (query: string) => SearchResult<T>[] {
  const fuse = new Fuse<SearchEntry<T>>(entries, fuseOptions as IFuseOptions<SearchEntry<T>>);
  return (query) => {
    const trimmed = query.trim();
    if (!trimmed) return entries.map((entry) => ({ item: entry.item, score: 0 }));
    return fuse.search(trimmed).map((result) => ({ item: result.item.item, score: result.score ?? 0 }));
  };
}

/** The distinct texts of `key` across the languages searched, each falling back to `fallback`. */
export function inEachLanguage(translations: readonly Translate[], key: string, fallback: string): string[] {
  return [...new Set([fallback, ...translations.map((translate) => translate(key, fallback))])];
}

/**
 * Search entries for tools, in each language of `translations` and always in English (the
 * tool's own definition), so an English word still finds a tool while another language is shown.
 */
export function toolSearchEntries(tools: readonly Tool[], translations: readonly Translate[]): SearchEntry<Tool>[] {
  return tools.map((tool) => ({
    item: tool,
    name: inEachLanguage(translations, `tools.${tool.slug}.name`, tool.name),
    description: inEachLanguage(translations, `tools.${tool.slug}.description`, tool.description),
    keywords: tool.keywords,
    category: inEachLanguage(translations, `categories.${tool.category}`, tool.category),
  }));
}

/** The tools matching `query`, best first; all of them, in order, for an empty query. */
export function searchTools(tools: readonly Tool[], query: string, translations: readonly Translate[] = []): Tool[] {
  return createFuzzySearch(toolSearchEntries(tools, translations))(query).map((result) => result.item);
}
