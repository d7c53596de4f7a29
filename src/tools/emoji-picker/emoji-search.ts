import Fuse from 'fuse.js';
import type { Locale } from '../../i18n/locales';
import { localKeywords, localTitle, type LocalEmojiNames } from './emoji-names';
import type { EmojiInfo } from './emoji-picker';

export type EmojiSearch = (query: string) => EmojiInfo[];

/** A query to the search worker, in the language shown: its names are searched as well as the English ones. */
export interface EmojiSearchRequest {
  query: string;
  locale: Locale;
}

interface LocallyNamedEmoji extends EmojiInfo {
  localTitle: string;
  localKeywords: readonly string[];
}

const englishKeys = [
  'group',
  { name: 'title', weight: 3 },
  'keywords',
  'escape',
  'codePoints',
  'hexCodePoints',
  'emoji',
];
const fuseOptions = { threshold: 0.3, useExtendedSearch: true, isCaseSensitive: false };

/**
 * Fuse.js over the emojis, as the reference searches (plus the U+ form of the code points). With a
 * language's names (`names`), an emoji is found by its name and keywords there as well as by the
 * English ones: "Herz" and "heart" both find ❤️.
 */
export function createEmojiSearch(emojis: readonly EmojiInfo[], names?: LocalEmojiNames): EmojiSearch {
  if (!names) {
    const fuse = new Fuse(emojis, { keys: englishKeys, ...fuseOptions });
    return (query) => fuse.search(query.trim()).map((result) => result.item);
  }
  const named: LocallyNamedEmoji[] = emojis.map((info) => ({
    ...info,
    localTitle: localTitle(names, info.emoji) ?? '',
    localKeywords: localKeywords(names, info.emoji),
  }));
  const fuse = new Fuse(named, {
    keys: [...englishKeys, { name: 'localTitle', weight: 3 }, 'localKeywords'],
    ...fuseOptions,
  });
  return (query) => fuse.search(query.trim()).map((result) => emojis[result.refIndex]);
}
