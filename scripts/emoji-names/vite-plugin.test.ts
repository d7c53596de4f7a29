import byEmoji from 'unicode-emoji-json/data-by-emoji.json';
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/i18n/locales.ts';
import { emojiKey, type LocalEmojiNames } from '../../src/tools/emoji-picker/emoji-names.ts';
import { emojiNamesChunkFile, emojiNamesModule } from './vite-plugin.ts';

/** The names a language's module exports: JSON text, the module's one string. */
function namesIn(locale: string): LocalEmojiNames {
  const text = JSON.parse(/^export default (.*);$/s.exec(emojiNamesModule(locale))![1]) as string;
  return JSON.parse(text) as LocalEmojiNames;
}

describe('emojiNamesModule', () => {
  it.each(locales.filter((locale) => locale !== 'en'))(
    'names every emoji the picker shows in %s, and nothing else',
    (locale) => {
      const names = namesIn(locale);
      const shown = Object.keys(byEmoji).map(emojiKey);
      expect(Object.keys(names).sort()).toEqual([...shown].sort());
      for (const [name] of Object.values(names)) expect(name.length).toBeGreaterThan(0);
    },
  );

  it('exports JSON text: the German name and keywords of the red heart', () => {
    const names = namesIn('de');
    expect(names[emojiKey('❤️')]).toEqual(['rotes Herz', 'herz']);
  });

  it('refuses a name that is not a language', () => {
    expect(() => emojiNamesModule('../../package')).toThrow('No emoji names for the language "../../package"');
  });
});

describe('emojiNamesChunkFile', () => {
  it("names a language's chunk after it, and no other chunk", () => {
    expect(emojiNamesChunkFile({ facadeModuleId: '\0virtual:emoji-names/de' })).toBe('assets/emoji-names.de-[hash].js');
    expect(emojiNamesChunkFile({ facadeModuleId: '/src/tools/emoji-picker/locales/de.json' })).toBeUndefined();
    expect(emojiNamesChunkFile({ facadeModuleId: null })).toBeUndefined();
  });
});
