import { IconLanguage } from '@tabler/icons-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { isLocale, localeNames, locales, localeTags, type Locale } from '../../i18n/locales';
import { chooseLocale } from '../preferences/locale';
import classes from './LanguageSelect.module.css';

/** The language of the interface: each language offered in its own name, the choice remembered. */
export function LanguageSelect() {
  const { t, locale: current } = useTranslation();
  const id = useId();
  // The chosen language shows at once, while its texts are on their way.
  const [pending, setPending] = useState<Locale | null>(null);
  const value = pending ?? current;

  const choose = useCallback((next: string) => {
    if (!isLocale(next)) return;
    setPending(next);
    void chooseLocale(next)
      .catch(() => undefined)
      .finally(() => setPending((shown) => (shown === next ? null : shown)));
  }, []);

  // The list works before the page's script has run: a language picked in that moment is in the
  // list but was never heard by React, so it is taken up once React has the page.
  const select = useRef<HTMLSelectElement>(null);
  const valueAtMount = useRef(value);
  useEffect(() => {
    const inList = select.current?.value;
    if (inList && inList !== valueAtMount.current) choose(inList);
  }, [choose]);

  return (
    <div className={classes.wrapper}>
      <label htmlFor={id} className={classes.icon}>
        <IconLanguage size={20} stroke={1.5} aria-hidden />
        <span className="visually-hidden">{t('language.label')}</span>
      </label>
      <select
        ref={select}
        id={id}
        className={classes.select}
        value={value}
        autoComplete="off"
        onChange={(event) => choose(event.target.value)}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={localeTags[locale]}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
