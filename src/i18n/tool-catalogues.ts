import type { Messages } from './translate';

// Every tool's words in the languages other than English: a small chunk per tool and language,
// fetched when a tool is shown in that language. This map loads only with such a language.
const catalogues = import.meta.glob<Messages>(['../tools/*/locales/*.json', '!../tools/*/locales/en.json'], {
  import: 'default',
});

/** Loads a tool's words in a language, or undefined when it has none there yet. */
export function toolCatalogueLoader(slug: string, locale: string): (() => Promise<Messages>) | undefined {
  return catalogues[`../tools/${slug}/locales/${locale}.json`];
}
