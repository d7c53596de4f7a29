import type { Locale } from '../../i18n/locales';
import type { LocalEmojiNames } from './emoji-names';
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

/**
 * Each language's names and keywords of the emojis (scripts/emoji-names): a chunk per language,
 * fetched only where the picker is shown in it, never for English.
 */
const localNameFiles: Record<Exclude<Locale, 'en'>, () => Promise<{ default: string }>> = {
  de: () => import('virtual:emoji-names/de'),
  es: () => import('virtual:emoji-names/es'),
  fr: () => import('virtual:emoji-names/fr'),
  pt: () => import('virtual:emoji-names/pt'),
  ru: () => import('virtual:emoji-names/ru'),
  zh: () => import('virtual:emoji-names/zh'),
};

const localNames = new Map<Locale, Promise<LocalEmojiNames | undefined>>();

/**
 * The emojis' names and keywords in a language, fetched once; undefined for English. A failed fetch
 * (offline, in a language never fetched) is forgotten, so the next call tries again.
 */
export function loadLocalEmojiNames(locale: Locale): Promise<LocalEmojiNames | undefined> {
  if (locale === 'en') return Promise.resolve(undefined);
  let names = localNames.get(locale);
  if (!names) {
    names = localNameFiles[locale]().then(parsed<LocalEmojiNames>);
    names.catch(() => localNames.delete(locale));
    localNames.set(locale, names);
  }
  return names;
}
