/** One emoji as unicode-emoji-json describes it (data-by-emoji.json). */
export interface UnicodeEmojiData {
  name: string;
  slug: string;
  group: string;
  skin_tone_support: boolean;
}

export interface EmojiInfo {
  emoji: string;
  /** The Unicode name, first letter capitalised: "Flag France"; or its name in another language (see titleLang). */
  title: string;
  /** The language of the title (a BCP 47 tag) when it is not Unicode's English name (emoji-names.ts). */
  titleLang?: string;
  group: string;
  /** `U+1F1EB U+1F1F7` */
  codePoints: string;
  /** `0x1f1eb 0x1f1f7`, the form the reference showed (searchable). */
  hexCodePoints: string;
  /** The UTF-16 escape, as in JavaScript or JSON: `\ud83c\udf55` */
  escape: string;
  htmlEntity: string;
  shortcode: string;
  keywords: readonly string[];
  skinTones: boolean;
}

export const emojiGroups = [
  'Smileys & Emotion',
  'People & Body',
  'Animals & Nature',
  'Food & Drink',
  'Travel & Places',
  'Activities',
  'Objects',
  'Symbols',
  'Flags',
] as const;

function codePointsOf(text: string): number[] {
  return Array.from(text, (character) => character.codePointAt(0) ?? 0);
}

export function titleOf(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function codePointsText(emoji: string): string {
  return codePointsOf(emoji)
    .map((point) => `U+${point.toString(16).toUpperCase().padStart(4, '0')}`)
    .join(' ');
}

export function hexCodePointsText(emoji: string): string {
  return codePointsOf(emoji)
    .map((point) => `0x${point.toString(16)}`)
    .join(' ');
}

export function escapeText(emoji: string): string {
  let escaped = '';
  for (let index = 0; index < emoji.length; index++) {
    escaped += `\\u${emoji.charCodeAt(index).toString(16).padStart(4, '0')}`;
  }
  return escaped;
}

export function htmlEntityText(emoji: string): string {
  return codePointsOf(emoji)
    .map((point) => `&#x${point.toString(16).toUpperCase()};`)
    .join('');
}

export function describeEmoji(emoji: string, data: UnicodeEmojiData, keywords: readonly string[] = []): EmojiInfo {
  return {
    emoji,
    title: titleOf(data.name),
    group: data.group,
    codePoints: codePointsText(emoji),
    hexCodePoints: hexCodePointsText(emoji),
    escape: escapeText(emoji),
    htmlEntity: htmlEntityText(emoji),
    shortcode: `:${data.slug}:`,
    // emojilib's first keyword is the emoji's slug, already searched as its name.
    keywords: keywords.slice(1),
    skinTones: data.skin_tone_support,
  };
}

/** Every emoji, in Unicode order (the order of data-by-emoji.json), with emojilib's keywords. */
export function buildEmojiList(
  byEmoji: Record<string, UnicodeEmojiData>,
  keywordsByEmoji: Record<string, readonly string[] | undefined>,
): EmojiInfo[] {
  return Object.entries(byEmoji).map(([emoji, data]) => describeEmoji(emoji, data, keywordsByEmoji[emoji]));
}

export const skinTones = ['none', 'light', 'medium-light', 'medium', 'medium-dark', 'dark'] as const;
export type SkinTone = (typeof skinTones)[number];

const skinToneModifiers: Record<Exclude<SkinTone, 'none'>, string> = {
  light: '\u{1F3FB}',
  'medium-light': '\u{1F3FC}',
  medium: '\u{1F3FD}',
  'medium-dark': '\u{1F3FE}',
  dark: '\u{1F3FF}',
};

/**
 * The emoji with a skin tone: the modifier follows its first character, taking the place of an
 * emoji presentation selector there (`🖐️` → `🖐🏽`), as Unicode's modifier sequences do.
 */
export function withSkinTone(emoji: string, tone: SkinTone): string {
  if (tone === 'none') return emoji;
  const [first, ...rest] = Array.from(emoji);
  const tail = rest[0] === '\uFE0F' ? rest.slice(1) : rest;
  return first + skinToneModifiers[tone] + tail.join('');
}

/** An emoji shown with the skin tone chosen, its codes following. */
export function toned(info: EmojiInfo, tone: SkinTone): EmojiInfo {
  if (!info.skinTones || tone === 'none') return info;
  const emoji = withSkinTone(info.emoji, tone);
  return {
    ...info,
    emoji,
    codePoints: codePointsText(emoji),
    hexCodePoints: hexCodePointsText(emoji),
    escape: escapeText(emoji),
    htmlEntity: htmlEntityText(emoji),
  };
}

/** An emoji's card as one line of text: `🍕 | Pizza | U+1F355 | \ud83c\udf55`. */
export const emojiCard = (info: EmojiInfo): string =>
  [info.emoji, info.title, info.codePoints, info.escape].join(' | ');

/** The recently copied emojis, newest first, each once. */
export function rememberCopied(recent: readonly string[], emoji: string, max = 12): string[] {
  return [emoji, ...recent.filter((known) => known !== emoji)].slice(0, max);
}
