import { buildEmojiList, type EmojiInfo, type UnicodeEmojiData } from './emoji-picker';

/**
 * The data comes as JSON text parsed at run time: the build would make it a 450 KB object literal,
 * several times slower for the browser to parse than the same text through JSON.parse.
 */
const parsed = <Data>(module: { default: string }) => JSON.parse(module.default) as Data;

const loadByEmoji = () =>
  import('unicode-emoji-json/data-by-emoji.json?raw').then(parsed<Record<string, UnicodeEmojiData>>);

/** Every emoji, for the grid: fetched with the tool's first use only, without the search keywords. */
export async function loadEmojiList(): Promise<EmojiInfo[]> {
  return buildEmojiList(await loadByEmoji(), {});
}

/** Every emoji with emojilib's keywords, for the search worker (the page never needs them). */
export async function loadSearchableEmojiList(): Promise<EmojiInfo[]> {
  const [byEmoji, keywords] = await Promise.all([
    loadByEmoji(),
    import('emojilib/dist/emoji-en-US.json?raw').then(parsed<Record<string, string[]>>),
  ]);
  return buildEmojiList(byEmoji, keywords);
}
