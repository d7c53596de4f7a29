import Fuse from 'fuse.js';
import type { EmojiInfo } from './emoji-picker';

export type EmojiSearch = (query: string) => EmojiInfo[];

/** Fuse.js over the emojis, as the reference searches (plus the U+ form of the code points). */
export function createEmojiSearch(emojis: readonly EmojiInfo[]): EmojiSearch {
  const fuse = new Fuse(emojis, {
    keys: ['group', { name: 'title', weight: 3 }, 'keywords', 'escape', 'codePoints', 'hexCodePoints', 'emoji'],
    threshold: 0.3,
    useExtendedSearch: true,
    isCaseSensitive: false,
  });
  return (query) => fuse.search(query.trim()).map((result) => result.item);
}
