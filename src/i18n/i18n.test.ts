// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import english from '../locales/en.json';
import { changeLocale, currentLanguage, englishTranslate } from './i18n';
import { i18nextNamespaceTranslator, i18nextTranslator } from './i18next-translator';
import { messagesTranslator, type Messages } from './translate';

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

  it('uses none of the i18next features it does not implement (plurals, nesting, formats but number)', () => {
    const texts = keysOf(englishMessages).map((key) => englishTranslate(key));
    expect(keysOf(englishMessages).filter((key) => /_(zero|one|two|few|many|other)$/.test(key))).toEqual([]);
    expect(texts.filter((text) => /\$t\(|\{\{-|\{\{[^},]*,(?!\s*number\b)/.test(text))).toEqual([]);
  });

  describe('formats numbers as i18next does', () => {
    const texts: Messages = {
      size: '{{size, number}} bytes',
      spaced: '{{ size ,  number }} of {{total, number}}',
      rounded: '{{ratio, number(maximumFractionDigits: 1)}}×',
      chars_one: '{{count, number}} character',
      chars_other: '{{count, number}} characters',
      unknown: '{{when, datetimeish}}',
    };
    const viaI18next = i18nextNamespaceTranslator('en', 'tool:format-test', texts);
    const viaCatalogue = messagesTranslator(texts);
    it.each([
      ['size', { size: 1024 }, '1,024 bytes'],
      ['size', { size: 12345678.9 }, '12,345,678.9 bytes'],
      ['size', { size: '2048' }, '2,048 bytes'],
      ['size', {}, '{{size, number}} bytes'],
      ['spaced', { size: 1000, total: 1000000 }, '1,000 of 1,000,000'],
      ['rounded', { ratio: 1234.5678 }, '1,234.6×'],
      ['rounded', { ratio: 1234.5678, formatParams: { ratio: { maximumFractionDigits: 0 } } }, '1,235×'],
      ['chars', { count: 1 }, '1 character'],
      ['chars', { count: 1024 }, '1,024 characters'],
      ['unknown', { when: 5 }, '5'],
    ])('%s with %o', (key, values, expected) => {
      expect(viaCatalogue(key, values)).toBe(expected);
      expect(viaI18next(key, values)).toBe(expected);
    });

    it('in the language of i18next, for another language', () => {
      const german = i18nextNamespaceTranslator('de', 'tool:format-test', { size: '{{size, number}} Byte' });
      const russian = i18nextNamespaceTranslator('ru', 'tool:format-test', { size: '{{size, number}} байт' });
      expect(german('size', { size: 1234567.5 })).toBe('1.234.567,5 Byte');
      expect(russian('size', { size: 1234567 })).toBe('1\u00a0234\u00a0567 байт');
    });
  });
});

/** Every English catalogue of a tool, and src/lib's shared words. */
const englishCatalogues = Object.entries(
  import.meta.glob<Messages>(['../tools/*/locales/en.json', '../lib/words/*en.json'], {
    eager: true,
    import: 'default',
  }),
);

describe.each(englishCatalogues)("%s's words in English", (file, messages) => {
  const viaI18next = i18nextNamespaceTranslator('en', `test:${file}`, messages);
  const viaCatalogue = messagesTranslator(messages);
  const keys = [...new Set(keysOf(messages).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))];

  it('read as i18next reads them, numbers formatted', () => {
    for (const key of keys) {
      for (const number of [1, 1234567.891]) {
        const text = [viaCatalogue(key), viaI18next(key)];
        const names = [...String(text[0]).matchAll(/{{\s*([\w.]+)/g)].map((match) => match[1]);
        const values = Object.fromEntries(names.map((name) => [name, number]));
        expect(viaCatalogue(key, values), key).toBe(viaI18next(key, values));
      }
    }
  });
});
