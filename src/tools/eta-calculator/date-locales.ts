import type { Locale as DateLocale } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import type { Locale } from '../../i18n/locales';

// British English is the spec's and comes with the tool; each other language's date-fns locale is
// fetched when the page is first shown in it.
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<DateLocale>> = {
  de: async () => (await import('date-fns/locale/de')).de,
  es: async () => (await import('date-fns/locale/es')).es,
  fr: async () => (await import('date-fns/locale/fr')).fr,
  pt: async () => (await import('date-fns/locale/pt-BR')).ptBR,
  ru: async () => (await import('date-fns/locale/ru')).ru,
  zh: async () => (await import('date-fns/locale/zh-CN')).zhCN,
};

/** The date-fns locale of English, the spec's: there from the first render (and the prerender). */
export const englishDateLocale: DateLocale = enGB;

/** The date-fns locale that writes durations and dates in the app language `locale`. */
export function loadDateLocale(locale: Locale): Promise<DateLocale> {
  return locale === 'en' ? Promise.resolve(enGB) : loaders[locale]();
}
