import { serveLatest } from '../../lib/worker/serve-latest';
import { loadSearchableEmojiList } from './emoji-data';
import { createEmojiSearch } from './emoji-search';

// Fuse takes a keystroke's worth of main-thread time per search on a slow phone: it runs here.
const search = loadSearchableEmojiList().then(createEmojiSearch);

/** Answers a query with the emojis found, best first. */
serveLatest(async (query: string) => (await search)(query).map((info) => info.emoji));
