import { describe, expect, it } from 'vitest';
import { commonWords } from '../lib/words/common';
import { defaultLocale, locales } from './locales';
import { loadedToolTranslator, loadToolWords } from './tool-language';
import { loadCommonWords, toolCatalogueLoader } from './tool-catalogues';
import { toolWords } from './tool-words';
import minifyWords from '../tools/json-minify/locales/en.json';

const translated = locales.filter((locale) => locale !== defaultLocale);

describe('the words of another language', () => {
  it.each(translated)('%s: the shared words come shaped as the English ones', async (locale) => {
    const words = await loadCommonWords(locale);
    expect(Object.keys(words).sort()).toEqual(Object.keys(commonWords).sort());
    expect(Object.keys(words.ipv4).sort()).toEqual(Object.keys(commonWords.ipv4).sort());
  });

  it('gives no loader for a tool or language with no catalogue', () => {
    expect(toolCatalogueLoader('json-minify', 'de')).toBeTypeOf('function');
    expect(toolCatalogueLoader('no-such-tool', 'de')).toBeUndefined();
    expect(toolCatalogueLoader('json-minify', 'en')).toBeUndefined();
  });

  it("a tool's words in German hold its own texts and the shared ones", async () => {
    await loadToolWords('json-minify', 'de');
    const translator = loadedToolTranslator('json-minify', 'de');
    expect(translator).toBeTypeOf('function');
    const words = toolWords(minifyWords, translator ?? undefined);
    expect(words.t('json.label')).toBe('Dein rohes JSON');
    const error = words.word({ code: 'common.errors.invalidJson', values: { detail: 'x' } });
    expect(error).toContain('x');
    expect(error).not.toBe(toolWords(minifyWords).word({ code: 'common.errors.invalidJson', values: { detail: 'x' } }));
  });
});
