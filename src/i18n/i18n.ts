import { useSyncExternalStore } from 'react';
import english from '../locales/en.json';
import { defaultLocale, isLocale, localeTags, type Locale } from './locales';
import { loadShownToolsWords } from './tool-language';
import { messagesTranslator, type Messages, type Translate } from './translate';

export type { Translate } from './translate';

export interface Language {
  locale: Locale;
  t: Translate;
}

const englishMessages: Messages = english;
const englishLanguage: Language = { locale: defaultLocale, t: messagesTranslator(englishMessages) };

const localeFiles = import.meta.glob<{ default: Messages }>(['../locales/*.json', '!../locales/en.json']);

let current = englishLanguage;
const listeners = new Set<() => void>();

/** Calls `listener` after each change of the language shown; gives the function that stops it. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function setLanguage(language: Language) {
  if (language === current) return;
  current = language;
  // <html lang> follows the language, so screen readers, hyphenation and fonts follow too.
  if (typeof document !== 'undefined') document.documentElement.lang = localeTags[language.locale];
  listeners.forEach((listener) => listener());
}

/**
 * The texts of the language shown, and that language. Pages are prerendered and hydrate in
 * English (the server snapshot); a stored language follows once the page has hydrated.
 */
export function useTranslation(): Language {
  return useSyncExternalStore(
    onLanguageChange,
    () => current,
    () => englishLanguage,
  );
}

/** The language shown right now, outside React. */
export const currentLanguage = (): Language => current;

const loading = new Map<Locale, Promise<Language>>();

/** Fetches a language's texts (once), and i18next with the first language other than English. */
export function loadLocale(locale: Locale): Promise<Language> {
  if (locale === defaultLocale) return Promise.resolve(englishLanguage);
  let language = loading.get(locale);
  if (!language) {
    const load = localeFiles[`../locales/${locale}.json`];
    language = Promise.all([import('./i18next-translator'), load()]).then(([{ i18nextTranslator }, messages]) => ({
      locale,
      t: i18nextTranslator(locale, englishMessages, messages.default),
    }));
    // A failed fetch is forgotten, so the next attempt retries.
    language.catch(() => loading.delete(locale));
    loading.set(locale, language);
  }
  return language;
}

/** English texts, whatever the language shown (search looks in English too). */
export const englishTranslate: Translate = englishLanguage.t;

let latestRequest = 0;

/**
 * Switches to a language, fetching its texts first, and the words of the tools shown, so that every
 * word changes at once; anything that is not a known locale means English. When a second change is
 * asked for while the first one's texts are still loading, the last one asked for wins, whichever
 * file arrives first.
 */
export async function changeLocale(locale: string): Promise<Locale> {
  const target = isLocale(locale) ? locale : defaultLocale;
  const request = ++latestRequest;
  const [language] = await Promise.all([loadLocale(target), loadShownToolsWords(target)]);
  if (request === latestRequest) setLanguage(language);
  return target;
}
