// `import names from 'virtual:emoji-names/de'` gives the emoji picker's names and keywords of its
// emojis in German, as JSON text (LocalEmojiNames, src/tools/emoji-picker/emoji-names.ts). They come
// from emojibase-data's CLDR data for that language, cut at build time to what the picker shows: a
// third of the file, without the skin tone variants, shortcodes and ordering it does not need.
// The page and its search worker import each language's module dynamically, so each is a chunk of
// its own, `assets/emoji-names.<lang>-<hash>.js` (emojiNamesChunkFile), the same file from both.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { localEmojiNames, type EmojibaseEmoji } from '../../src/tools/emoji-picker/emoji-names.ts';

const prefix = 'virtual:emoji-names/';
const resolvedPrefix = `\0${prefix}`;
const require = createRequire(import.meta.url);
const readJson = <Data>(module: string) => JSON.parse(readFileSync(require.resolve(module), 'utf8')) as Data;

/** The emoji names module of a language, as JavaScript exporting JSON text. */
export function emojiNamesModule(locale: string): string {
  if (!/^[a-z]{2}(?:-[a-z]+)?$/.test(locale)) throw new Error(`No emoji names for the language "${locale}"`);
  const shown = Object.keys(readJson<Record<string, unknown>>('unicode-emoji-json/data-by-emoji.json'));
  const names = localEmojiNames(readJson<EmojibaseEmoji[]>(`emojibase-data/${locale}/compact.json`), shown);
  return `export default ${JSON.stringify(JSON.stringify(names))};`;
}

/** The file name of a language's emoji names chunk, or undefined for any other chunk. */
export function emojiNamesChunkFile(chunk: { facadeModuleId?: string | null }): string | undefined {
  const id = chunk.facadeModuleId ?? '';
  return id.startsWith(resolvedPrefix) ? `assets/emoji-names.${id.slice(resolvedPrefix.length)}-[hash].js` : undefined;
}

export function emojiNames(): Plugin {
  return {
    name: 'emoji-names',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    load(id) {
      return id.startsWith(resolvedPrefix) ? emojiNamesModule(id.slice(resolvedPrefix.length)) : undefined;
    },
  };
}
