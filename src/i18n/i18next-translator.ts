import i18next, { type i18n as I18next } from 'i18next';
import type { Messages, Translate } from './translate';

let instance: I18next | undefined;

/**
 * The translator of a language other than English: i18next, loaded with the first such language,
 * with English as the fallback for any text the language lacks.
 */
export function i18nextTranslator(locale: string, english: Messages, messages: Messages): Translate {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { translation: english } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  if (!instance.hasResourceBundle(locale, 'translation')) instance.addResourceBundle(locale, 'translation', messages);
  const t = instance.getFixedT(locale);
  return (key, options) => t(key, options ?? {});
}
