export const locales = ['en', 'de', 'es', 'fr', 'pt', 'ru', 'zh'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Each language in its own name, as the language selector offers it. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  pt: 'Português',
  ru: 'Русский',
  zh: '中文',
};

/** The BCP 47 tag for <html lang> and the selector's options: the Chinese texts are Simplified. */
export const localeTags: Record<Locale, string> = {
  en: 'en',
  de: 'de',
  es: 'es',
  fr: 'fr',
  pt: 'pt',
  ru: 'ru',
  zh: 'zh-Hans',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
