import { titleOf, type EmojiInfo } from './emoji-picker';

/** An emoji as emojibase-data's `compact.json` of a language describes it (the fields read here). */
export interface EmojibaseEmoji {
  unicode: string;
  /** CLDR's name of the emoji in that language ("rotes Herz"). */
  label: string;
  /** CLDR's keywords in that language, lower case. */
  tags?: readonly string[];
}

/**
 * An emoji's name and keywords in one language, by its key (`emojiKey`): the name first, then the
 * keywords that are not just the name again.
 */
export type LocalEmojiNames = Readonly<Record<string, readonly string[]>>;

/**
 * The key both data sets agree on: the emoji without its presentation selectors. unicode-emoji-json
 * and emojibase-data do not always write U+FE0F in the same places (😐 against 😐️).
 */
export const emojiKey = (emoji: string): string => emoji.replaceAll('\uFE0F', '');

/**
 * The names and keywords of the emojis the picker shows (`shown`, as unicode-emoji-json writes
 * them), from a language's emojibase data; the others (skin tone variants, regional indicators,
 * emojis newer than the picker's list) are left out. Run at build time, so each language's chunk
 * carries these alone.
 */
export function localEmojiNames(emojibase: readonly EmojibaseEmoji[], shown: Iterable<string>): LocalEmojiNames {
  const wanted = new Set(Array.from(shown, emojiKey));
  const names: Record<string, readonly string[]> = {};
  for (const { unicode, label, tags = [] } of emojibase) {
    const key = emojiKey(unicode);
    if (!wanted.has(key) || key in names) continue;
    const lowerLabel = label.toLocaleLowerCase();
    names[key] = [label, ...tags.filter((tag) => tag !== lowerLabel)];
  }
  return names;
}

/** An emoji's name in a language, first letter capitalised; undefined where the language lacks it. */
export function localTitle(names: LocalEmojiNames, emoji: string): string | undefined {
  const name = names[emojiKey(emoji)]?.[0];
  return name ? titleOf(name) : undefined;
}

/** An emoji's keywords in a language (none where the language lacks the emoji). */
export function localKeywords(names: LocalEmojiNames, emoji: string): readonly string[] {
  return names[emojiKey(emoji)]?.slice(1) ?? [];
}

/**
 * The emojis titled in a language (`lang`, its BCP 47 tag): each that the language names takes its
 * name there; the others keep Unicode's English name.
 */
export function localised(emojis: readonly EmojiInfo[], names: LocalEmojiNames, lang: string): EmojiInfo[] {
  return emojis.map((info) => {
    const title = localTitle(names, info.emoji);
    return title ? { ...info, title, titleLang: lang } : info;
  });
}
