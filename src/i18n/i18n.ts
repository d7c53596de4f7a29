import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import english from '../locales/en.json';
import { defaultLocale, isLocale, localeTags, type Locale } from './locales';

/** A locale file: the shell texts of en.json, plus every tool's name and description. */
type LocaleMessages = Record<string, unknown>;

const localeFiles = import.meta.glob<{ default: LocaleMessages }>(['../locales/*.json', '!../locales/en.json']);

// English ships with the shell: it is both the prerendered language and the fallback for any
// missing key; every other language is its own chunk, fetched only when chosen.
export const i18n = i18next.createInstance();

// <html lang> follows the language, so screen readers, hyphenation and fonts follow too.
i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined')
    document.documentElement.lang = isLocale(language) ? localeTags[language] : language;
});

void i18n.use(initReactI18next).init({
  lng: defaultLocale,
  fallbackLng: defaultLocale,
  resources: { en: { translation: english } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Fetches a language's texts (once) without switching to it. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  const load = localeFiles[`../locales/${locale}.json`];
  if (load) i18n.addResourceBundle(locale, 'translation', (await load()).default, true, true);
}

let latestRequest = 0;

/**
 * Switches to a language, fetching its texts first; anything that is not a known locale means
 * English. When a second change is asked for while the first one's texts are still loading, the
 * last one asked for wins, whichever file arrives first.
 */
export async function changeLocale(locale: string): Promise<Locale> {
  const target = isLocale(locale) ? locale : defaultLocale;
  const request = ++latestRequest;
  await loadLocale(target);
  if (request === latestRequest) await i18n.changeLanguage(target);
  return target;
}
