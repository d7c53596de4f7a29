import { clampInteger } from '../../lib/clamp-integer';
import { randomInt } from '../../lib/random';
import type { IntegerRange } from '../../lib/tool-state/range-field';
import { utf8ByteLength } from '../../lib/utf8';
import { chineseWords, japaneseWords, loremWords } from './lorem-vocabulary';

export const loremUnits = ['paragraphs', 'sentences', 'words', 'bytes'] as const;
export type LoremUnit = (typeof loremUnits)[number];

export const paragraphsRange = { min: 1, max: 20 } as const;
export const sentencesRange = { min: 1, max: 50 } as const;
export const wordsRange = { min: 1, max: 50 } as const;
/** How many sentences, words or bytes may be asked for when the unit is not paragraphs. */
export const unitCountMax: Record<Exclude<LoremUnit, 'paragraphs'>, number> = {
  sentences: 1000,
  words: 10_000,
  bytes: 100_000,
};

export const loremLanguages = ['latin', 'chinese', 'japanese'] as const;
export type LoremLanguage = (typeof loremLanguages)[number];

interface LanguageRules {
  words: readonly string[];
  wordSeparator: string;
  sentenceEnd: string;
  sentenceSeparator: string;
  capitalise: boolean;
}

const languageRules: Record<LoremLanguage, LanguageRules> = {
  latin: { words: loremWords, wordSeparator: ' ', sentenceEnd: '.', sentenceSeparator: ' ', capitalise: true },
  chinese: { words: chineseWords, wordSeparator: '', sentenceEnd: '。', sentenceSeparator: '', capitalise: false },
  japanese: { words: japaneseWords, wordSeparator: '', sentenceEnd: '。', sentenceSeparator: '', capitalise: false },
};

export interface LoremOptions {
  /** Latin by default; the lorem ipsum opening is Latin only. */
  language?: LoremLanguage;
  /** What `count` counts; with 'paragraphs', `paragraphs` is the count instead. */
  unit: LoremUnit;
  count: number;
  paragraphs: number;
  sentencesPerParagraph: IntegerRange;
  wordsPerSentence: IntegerRange;
  startWithLoremIpsum: boolean;
}

/** A uniform integer in [0, maxExclusive): crypto-random in the app, scripted in tests. */
export type RandomInt = (maxExclusive: number) => number;

export const loremIpsumOpening = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.';
const openingWords = ['lorem', 'ipsum', 'dolor', 'sit', 'amet', 'consectetur', 'adipiscing', 'elit'];

const inRange = ([from, to]: IntegerRange, random: RandomInt) => from + random(to - from + 1);

const rulesOf = (options: LoremOptions) => languageRules[options.language ?? 'latin'];
const opensWithLorem = (options: LoremOptions) =>
  options.startWithLoremIpsum && rulesOf(options) === languageRules.latin;

const pickWords = ({ words }: LanguageRules, count: number, random: RandomInt) =>
  Array.from({ length: count }, () => words[random(words.length)]);

const asSentence = (rules: LanguageRules, words: readonly string[]) => {
  const text = words.join(rules.wordSeparator);
  const start = rules.capitalise ? text.charAt(0).toUpperCase() : text.charAt(0);
  return `${start}${text.slice(1)}${rules.sentenceEnd}`;
};

function makeParagraphs(options: LoremOptions, paragraphCount: number, random: RandomInt): string[] {
  const rules = rulesOf(options);
  const opening = opensWithLorem(options);
  return Array.from({ length: paragraphCount }, (_, paragraphIndex) => {
    const sentenceCount = inRange(options.sentencesPerParagraph, random);
    const sentences = Array.from({ length: sentenceCount }, (_, sentenceIndex) =>
      opening && paragraphIndex === 0 && sentenceIndex === 0
        ? loremIpsumOpening
        : asSentence(rules, pickWords(rules, inRange(options.wordsPerSentence, random), random)),
    );
    return sentences.join(rules.sentenceSeparator);
  });
}

function makeWords(options: LoremOptions, count: number, random: RandomInt): string {
  const rules = rulesOf(options);
  const opening = opensWithLorem(options) ? openingWords.slice(0, count) : [];
  const words = [...opening, ...pickWords(rules, count - opening.length, random)];
  return asSentence(rules, words).replace('amet consectetur', 'amet, consectetur');
}

function makeBytes(options: LoremOptions, count: number, random: RandomInt): string {
  const paragraphs: string[] = [];
  let length = 0;
  while (length < count) {
    const [paragraph] = makeParagraphs({ ...options, startWithLoremIpsum: false }, 1, random);
    const next = opensWithLorem(options) && paragraphs.length === 0 ? `${loremIpsumOpening} ${paragraph}` : paragraph;
    paragraphs.push(next);
    length += utf8ByteLength(next) + 2;
  }
  return cutToBytes(paragraphs.join('\n\n'), count).trimEnd();
}

/** The longest start of `text` (whole code points) that takes at most `count` bytes in UTF-8. */
function cutToBytes(text: string, count: number): string {
  let bytes = 0;
  let end = 0;
  for (const character of text) {
    bytes += utf8ByteLength(character);
    if (bytes > count) break;
    end += character.length;
  }
  return text.slice(0, end);
}

/**
 * Placeholder text as paragraphs: each paragraph draws its own sentence count and each sentence
 * its own word count, uniformly within the inclusive ranges. For the 'sentences' and 'words'
 * units the result is one paragraph; for 'bytes', paragraphs cut to that many bytes.
 */
export function generateLoremParagraphs(options: LoremOptions, random: RandomInt = randomInt): string[] {
  if (options.unit === 'paragraphs') {
    const paragraphs = clampInteger(options.paragraphs, paragraphsRange.min, paragraphsRange.max, 1);
    return makeParagraphs(options, paragraphs, random);
  }
  const count = clampInteger(options.count, 1, unitCountMax[options.unit], 1);
  switch (options.unit) {
    case 'sentences':
      return makeParagraphs({ ...options, sentencesPerParagraph: [count, count] }, 1, random);
    case 'words':
      return [makeWords(options, count, random)];
    case 'bytes':
      return makeBytes(options, count, random).split('\n\n');
  }
}

/** Paragraphs separated by a blank line: the plain text, which is also valid Markdown. */
export const loremAsText = (paragraphs: readonly string[]): string => paragraphs.join('\n\n');

/** Each paragraph in `<p>…</p>`, separated by a blank line. */
export const loremAsHtml = (paragraphs: readonly string[]): string =>
  paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n\n');
