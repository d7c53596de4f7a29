import { useMemo } from 'react';
import { englishTranslate, useTranslation } from '../../i18n/i18n';
import type { Translate } from './tool-search';

/**
 * The languages a search looks in: the current one and English, so 'hash' finds Hash text
 * whatever the language shown. Free of the search library, so callers can stay eager.
 */
export function useSearchTranslations(): readonly Translate[] {
  const { t, locale } = useTranslation();
  return useMemo(() => {
    const current: Translate = (key, fallback) => t(key, { defaultValue: fallback });
    if (locale === 'en') return [current];
    return [current, (key, fallback) => englishTranslate(key, { defaultValue: fallback })];
  }, [t, locale]);
}
