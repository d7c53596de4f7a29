import { createContext } from 'react';
import { defaultLocale, type Locale } from './locales';
import type { Messages, Translate } from './translate';

/** The slug of the tool a component belongs to (ToolHost provides it), for its words' language. */
export const ToolSlugContext = createContext<string | undefined>(undefined);

// `locale/slug` → the tool's words in that language, or null when it has none there.
const translators = new Map<string, Translate | null>();
const loading = new Map<string, Promise<void>>();
const openTools = new Map<string, number>();
const keyOf = (slug: string, locale: Locale) => `${locale}/${slug}`;

/** A tool's words in a language once loaded (loadToolWords): undefined before, null if it has none. */
export function loadedToolTranslator(slug: string, locale: Locale): Translate | null | undefined {
  return locale === defaultLocale ? null : translators.get(keyOf(slug, locale));
}

const commonWords = new Map<Locale, Promise<Messages>>();

/** The shared words of src/lib in a language (loaded once), which every tool's words include under `common`. */
function commonWordsIn(locale: Locale): Promise<Messages> {
  let words = commonWords.get(locale);
  if (!words) {
    words = import('./tool-catalogues').then(({ loadCommonWords }) => loadCommonWords(locale));
    words.catch(() => commonWords.delete(locale));
    commonWords.set(locale, words);
  }
  return words;
}

/** Fetches a tool's words in a language (once); the same promise until it settles, so React can wait on it. */
export function loadToolWords(slug: string, locale: Locale): Promise<void> {
  if (locale === defaultLocale) return Promise.resolve();
  const key = keyOf(slug, locale);
  let promise = loading.get(key);
  if (!promise) {
    promise = Promise.all([import('./i18next-translator'), import('./tool-catalogues')]).then(
      async ([{ i18nextNamespaceTranslator }, { toolCatalogueLoader }]) => {
        // Offline, in a language whose words were never fetched, the tool shows in English.
        const [words, common] = await Promise.all([
          toolCatalogueLoader(slug, locale)?.().catch(() => undefined),
          commonWordsIn(locale).catch(() => ({})),
        ]);
        const anyWords = words !== undefined || Object.keys(common).length > 0;
        translators.set(
          key,
          anyWords ? i18nextNamespaceTranslator(locale, `tool:${slug}`, { ...words, common }) : null,
        );
      },
    );
    // A failed fetch is forgotten, so the next attempt retries.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** Marks a tool as shown (until the returned function is called): a language switch loads its words first. */
export function showTool(slug: string): () => void {
  openTools.set(slug, (openTools.get(slug) ?? 0) + 1);
  return () => {
    const count = (openTools.get(slug) ?? 1) - 1;
    if (count > 0) openTools.set(slug, count);
    else openTools.delete(slug);
  };
}

/** Loads the words, in a language, of every tool shown. */
export function loadShownToolsWords(locale: Locale): Promise<unknown> {
  return Promise.all([...openTools.keys()].map((slug) => loadToolWords(slug, locale)));
}
