import type { Locale } from '../../i18n/locales';
import { serveLatest } from '../../lib/worker/serve-latest';
import { loadLocalEmojiNames, loadSearchableEmojiList } from './emoji-data';
import { createEmojiSearch, type EmojiSearch, type EmojiSearchRequest } from './emoji-search';

// Fuse takes a keystroke's worth of main-thread time per search on a slow phone: it runs here.
const emojis = loadSearchableEmojiList();
let englishSearch: Promise<EmojiSearch> | undefined;
const english = () => (englishSearch ??= emojis.then((list) => createEmojiSearch(list)));
const localSearches = new Map<Locale, Promise<EmojiSearch>>();

/**
 * The search in a language: by the English names and keywords, and by the language's own. Where its
 * names cannot be fetched (offline, in a language never fetched), by the English ones, until a
 * later query fetches them.
 */
function searchIn(locale: Locale): Promise<EmojiSearch> {
  if (locale === 'en') return english();
  let search = localSearches.get(locale);
  if (!search) {
    search = Promise.all([emojis, loadLocalEmojiNames(locale)]).then(([list, names]) => createEmojiSearch(list, names));
    search.catch(() => localSearches.delete(locale));
    localSearches.set(locale, search);
  }
  return search.catch(english);
}

/** Answers a query with the emojis found, best first. */
serveLatest(async ({ query, locale }: EmojiSearchRequest) => (await searchIn(locale))(query).map((info) => info.emoji));
