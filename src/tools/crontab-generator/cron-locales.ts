import type { Locale } from '../../i18n/locales';

/** cronstrue's name for each app language (the app's Portuguese and Chinese are pt-BR and zh-Hans). */
export const cronstrueLocales: Record<Locale, string> = {
  en: 'en',
  es: 'es',
  de: 'de',
  fr: 'fr',
  pt: 'pt_BR',
  ru: 'ru',
  zh: 'zh_CN',
};

// English is built into cronstrue; each other language is fetched when first shown, and registers
// itself with cronstrue as it loads.
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<unknown>> = {
  es: () => import('./cronstrue-locales/cronstrue-es'),
  de: () => import('./cronstrue-locales/cronstrue-de'),
  fr: () => import('./cronstrue-locales/cronstrue-fr'),
  pt: () => import('./cronstrue-locales/cronstrue-pt_BR'),
  ru: () => import('./cronstrue-locales/cronstrue-ru'),
  zh: () => import('./cronstrue-locales/cronstrue-zh_CN'),
};

/** Makes cronstrue able to describe in `locale`; resolves to cronstrue's name for it. */
export async function loadCronLocale(locale: Locale): Promise<string> {
  if (locale !== 'en') await loaders[locale]();
  return cronstrueLocales[locale];
}
