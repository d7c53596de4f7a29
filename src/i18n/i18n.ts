import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import english from '../locales/en.json';
import { defaultLocale, isLocale, type Locale } from './locales';

type LocaleMessages = typeof english;

const localeFiles = import.meta.glob<{ default: LocaleMessages }>([
  '../locales/*.json',
  '!../locales/en.json',
]);

// English ships with the shell: it is both the prerendered language and the fallback for any
// missing key; every other language is its own chunk, fetched only when chosen.
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: defaultLocale,
  fallbackLng: defaultLocale,
  resources: { en: { translation: english } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export async function changeLocale(locale: string): Promise<Locale> {
  const target = isLocale(locale) ? locale : defaultLocale;
  if (!i18n.hasResourceBundle(target, 'translation')) {
    const load = localeFiles[`../locales/${target}.json`];
    if (load) i18n.addResourceBundle(target, 'translation', (await load()).default, true, true);
  }
  await i18n.changeLanguage(target);
  return target;
}
