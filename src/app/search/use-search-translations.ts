import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from './tool-search';

/**
 * The languages a search looks in: the current one and English, so 'hash' finds Hash text
 * whatever the language shown. Free of the search library, so callers can stay eager.
 */
export function useSearchTranslations(): readonly Translate[] {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const current: Translate = (key, fallback) => t(key, { defaultValue: fallback });
    if (language === 'en') return [current];
    const english = i18n.getFixedT('en');
    return [current, (key, fallback) => english(key, { defaultValue: fallback })];
  }, [t, i18n, language]);
}
