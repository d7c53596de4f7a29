import Fuse from 'fuse.js';
import type { EmojiInfo } from './emoji-picker';

export type EmojiSearch = (query: string) => EmojiInfo[];

/**
 * Fuse.js over the emojis, as the reference searches (plus the U+ form of the code points). The
 * index is built by the first search: building it while the page opens is one long task.
 */
export function createEmojiSearch(emojis: readonly EmojiInfo[]): EmojiSearch {
  let fuse: Fuse<EmojiInfo> | undefined;
  return (query) => {
    fuse ??= new Fuse(emojis, {
      keys: ['group', { name: 'title', weight: 3 }, 'keywords', 'escape', 'codePoints', 'hexCodePoints', 'emoji'],
      threshold: 0.3,
      useExtendedSearch: true,
      isCaseSensitive: false,
    });
    return fuse.search(query.trim()).map((result) => result.item);
  };
}
