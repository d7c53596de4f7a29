import { buildEmojiList, type EmojiInfo, type UnicodeEmojiData } from './emoji-picker';
import { createEmojiSearch, type EmojiSearch } from './emoji-search';

export interface EmojiCatalogue {
  emojis: EmojiInfo[];
  search: EmojiSearch;
}

/**
 * The emoji data and its search index, fetched with the tool's first use only. The data comes as
 * JSON text parsed at run time: the build would make it a 450 KB object literal, several times
 * slower for the browser to parse than the same text through JSON.parse.
 */
export async function loadEmojiCatalogue(): Promise<EmojiCatalogue> {
  const [byEmoji, keywords] = await Promise.all([
    import('unicode-emoji-json/data-by-emoji.json?raw').then(
      (module) => JSON.parse(module.default) as Record<string, UnicodeEmojiData>,
    ),
    import('emojilib/dist/emoji-en-US.json?raw').then(
      (module) => JSON.parse(module.default) as Record<string, string[]>,
    ),
  ]);
  const emojis = buildEmojiList(byEmoji, keywords);
  return { emojis, search: createEmojiSearch(emojis) };
}
