import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { choiceField, textField } from '../../lib/tool-state/fields';
import { emojiCard, skinTones, toned, type UnicodeEmojiData } from './emoji-picker';
import type words from './locales/en.json';

/**
 * Every emoji with its keywords, as plain JSON modules: for the hosts without the page's loader
 * (the page and its search worker read the same data as text, which parses faster; see emoji-data).
 */
let searchable: ReturnType<typeof loadSearch> | undefined;
const searchableEmojis = () => (searchable ??= loadSearch());

async function loadSearch() {
  const [{ buildEmojiList }, { createEmojiSearch }, byEmoji, keywords] = await Promise.all([
    import('./emoji-picker'),
    import('./emoji-search'),
    import('unicode-emoji-json/data-by-emoji.json'),
    import('emojilib'),
  ]);
  return createEmojiSearch(
    buildEmojiList(byEmoji.default as Record<string, UnicodeEmojiData>, keywords.default as Record<string, string[]>),
  );
}

// Nothing is persisted (the spec).
export const emojiSearch = operationOf<typeof words>()({
  id: 'emoji-search',
  input: textInput('text', 'search'),
  fields: {
    search: textField('', { label: 'search.label' }),
    skinTone: choiceField('none', skinTones, {
      label: 'skinTone.label',
      choiceLabels: {
        none: 'skinTone.none',
        light: 'skinTone.light',
        'medium-light': 'skinTone.mediumLight',
        medium: 'skinTone.medium',
        'medium-dark': 'skinTone.mediumDark',
        dark: 'skinTone.dark',
      },
    }),
  },
  output: { kind: 'text', label: 'cards.label' },
  run: async (query, { skinTone }) => {
    if (query.trim() === '') return ok('');
    const search = await searchableEmojis();
    return ok(
      search(query)
        .map((info) => emojiCard(toned(info, skinTone)))
        .join('\n'),
    );
  },
  examples: [
    {
      name: 'examples.pizza',
      input: 'pizza',
      output: { matches: /^🍕 \| Pizza \| U\+1F355 \| \\ud83c\\udf55(\n|$)/u },
    },
    {
      name: 'examples.flag',
      input: 'flag france',
      output: { matches: /^🇫🇷 \| Flag France \| U\+1F1EB U\+1F1F7 \| \\ud83c\\uddeb\\ud83c\\uddf7(\n|$)/u },
    },
  ],
});

export const operations = toolOperations(emojiSearch);
