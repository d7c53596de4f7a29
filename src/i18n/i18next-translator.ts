import i18next, { type i18n as I18next } from 'i18next';
import type { Messages, Translate } from './translate';

let instance: I18next | undefined;

function i18nextInstance(): I18next {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: 'en',
      fallbackLng: 'en',
      resources: {},
      // `{{size, number}}` is formatted by i18next's own formatter (Intl.NumberFormat of the
      // language). Its cache is keyed by every value of the text, so it would keep one formatter
      // per number shown: each call makes its own instead.
      interpolation: { escapeValue: false },
      cacheInBuiltFormats: false,
      initAsync: false,
    });
  }
  return instance;
}

/**
 * The translator of a language other than English: i18next, loaded with the first such language,
 * with English as the fallback for any text the language lacks.
 */
export function i18nextTranslator(locale: string, english: Messages, messages: Messages): Translate {
  return i18nextNamespaceTranslator(locale, 'translation', messages, english);
}

/**
 * The texts of one namespace (a tool's words, `tool:<slug>`) in a language. Without `english`, a
 * text the language lacks is the caller's `defaultValue` (see toolWords), else its key.
 */
export function i18nextNamespaceTranslator(
  locale: string,
  namespace: string,
  messages: Messages,
  english?: Messages,
): Translate {
  const i18n = i18nextInstance();
  if (english && !i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, english);
  if (!i18n.hasResourceBundle(locale, namespace)) i18n.addResourceBundle(locale, namespace, messages);
  const t = i18n.getFixedT(locale, namespace);
  return (key, options) => t(key, options ?? {});
}
