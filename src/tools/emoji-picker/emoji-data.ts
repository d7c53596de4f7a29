import { buildEmojiList, type EmojiInfo, type UnicodeEmojiData } from './emoji-picker';
import { createEmojiSearch, type EmojiSearch } from './emoji-search';

export interface EmojiCatalogue {
  emojis: EmojiInfo[];
  search: EmojiSearch;
}

/** The emoji data and its search index, fetched with the tool's first use only. */
export async function loadEmojiCatalogue(): Promise<EmojiCatalogue> {
  const [byEmoji, keywords] = await Promise.all([
    import('unicode-emoji-json/data-by-emoji.json').then(
      (module) => module.default as Record<string, UnicodeEmojiData>,
    ),
    import('emojilib').then((module) => module.default as Record<string, string[]>),
  ]);
  const emojis = buildEmojiList(byEmoji, keywords);
  return { emojis, search: createEmojiSearch(emojis) };
}
