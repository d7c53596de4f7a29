// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import english from '../locales/en.json';
import { changeLocale, currentLanguage, englishTranslate } from './i18n';
import { i18nextTranslator } from './i18next-translator';
import type { Messages } from './translate';

describe('changeLocale', () => {
  it('fetches a language, switches to it and sets <html lang>', async () => {
    await expect(changeLocale('fr')).resolves.toBe('fr');
    const { t, locale } = currentLanguage();
    expect(locale).toBe('fr');
    expect(t('home.allTools')).toBe('Tous les outils');
    expect(t('tools.hash-text.name')).toBe('Hacher du texte');
    expect(document.documentElement.lang).toBe('fr');

    await changeLocale('zh');
    expect(currentLanguage().t('menu.home')).toBe('首页');
    expect(document.documentElement.lang).toBe('zh-Hans');
  });

  it('falls back to English for an unknown language, and for a text a language lacks', async () => {
    await expect(changeLocale('xx')).resolves.toBe('en');
    expect(currentLanguage().locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(currentLanguage().t('home.allTools')).toBe('All the tools');
    await changeLocale('es');
    expect(currentLanguage().t('tools.no-such-tool.name', { defaultValue: 'Its English name' })).toBe(
      'Its English name',
    );
  });

  it('ends on the last language asked for, whichever file arrives first', async () => {
    await Promise.all([changeLocale('ru'), changeLocale('pt')]);
    expect(currentLanguage().locale).toBe('pt');
    expect(currentLanguage().t('menu.home')).toBe('Início');
  });
});

/** Every text key of a locale file, dotted. */
function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('English without i18next', () => {
  const englishMessages: Messages = english;
  const viaI18next = i18nextTranslator('en', englishMessages, englishMessages);
  const variables = { name: 'Hash text', category: 'Crypto', position: 2, count: 5, version: '1.2.3' };

  it.each(keysOf(englishMessages))('%s reads as i18next would read it', (key) => {
    expect(englishTranslate(key, variables)).toBe(viaI18next(key, variables));
  });

  it('gives the default, else the key, for a text it lacks, as i18next does', () => {
    for (const options of [undefined, { defaultValue: 'Fallback' }])
      expect(englishTranslate('no.such.key', options)).toBe(viaI18next('no.such.key', options));
  });

  it('uses none of the i18next features it does not implement (plurals, nesting, formats)', () => {
    const texts = keysOf(englishMessages).map((key) => englishTranslate(key));
    expect(keysOf(englishMessages).filter((key) => /_(zero|one|two|few|many|other)$/.test(key))).toEqual([]);
    expect(texts.filter((text) => /\$t\(|\{\{-|\{\{[^}]*,/.test(text))).toEqual([]);
  });
});
