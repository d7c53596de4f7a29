import { formatBytes } from '../../lib/bytes';
import { utf8ByteLength } from '../../lib/utf8';
import { countCharacters, countLines, countMatches, countWords } from '../../lib/text-counts';

export interface TextStatistics {
  /** User-perceived characters (grapheme clusters). */
  characters: number;
  charactersWithoutSpaces: number;
  /** Runs of non-whitespace. */
  words: number;
  lines: number;
  bytes: number;
  sentences: number;
  paragraphs: number;
  letters: number;
  digits: number;
  punctuation: number;
  /** Distinct words, letters and digits only, case ignored. */
  uniqueWords: number;
  /** The ten most frequent words (letters and digits only, lowercased), most frequent first. */
  topWords: { word: string; count: number }[];
}

export const wordsPerMinute = 200;
const topWordCount = 10;

function wordFrequencies(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [word] of text.matchAll(/[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu)) {
    const key = word.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function topOf(counts: Map<string, number>): { word: string; count: number }[] {
  return [...counts]
    .sort(([wordA, countA], [wordB, countB]) => countB - countA || (wordA < wordB ? -1 : 1))
    .slice(0, topWordCount)
    .map(([word, count]) => ({ word, count }));
}

/** Every statistic of `text`. Pure: runs in a worker for large text. */
export function computeTextStatistics(text: string): TextStatistics {
  const characters = countCharacters(text);
  const frequencies = wordFrequencies(text);
  return {
    characters: characters.all,
    charactersWithoutSpaces: characters.withoutSpaces,
    words: countWords(text),
    lines: countLines(text),
    bytes: utf8ByteLength(text),
    sentences: countMatches(text, /[^.!?…]*?[\p{L}\p{N}][^.!?…]*(?:[.!?…]+|$)/gu),
    paragraphs: text.split(/(?:\r\n|\r|\n)[^\S\r\n]*(?:\r\n|\r|\n)/).filter((block) => /\S/.test(block)).length,
    letters: countMatches(text, /\p{L}/gu),
    digits: countMatches(text, /\p{Nd}/gu),
    punctuation: countMatches(text, /\p{P}/gu),
    uniqueWords: frequencies.size,
    topWords: topOf(frequencies),
  };
}

/**
 * Minutes to read `words` at about 200 words a minute, rounded up, in the language of `languageTag`
 * (BCP 47): '0 min', '1 min', '1234 min'; '3 Min.' in German.
 */
export const readingTime = (words: number, languageTag = 'en'): string =>
  new Intl.NumberFormat(languageTag, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
    useGrouping: false,
  }).format(Math.ceil(words / wordsPerMinute));

/** The byte size as the spec writes it: '0 Bytes', '29 Bytes', '1.5 KB', '1.95 KB'. */
export const formatByteSize = formatBytes;

/**
 * The statistics as a page or command line shows them: counts, then the byte size and reading time
 * in words, in English (a page in another language words them again from `bytes` and `words`).
 */
export type ShownTextStatistics = TextStatistics & { byteSize: string; readingTime: string };

export function textStatistics(text: string): ShownTextStatistics {
  const counts = computeTextStatistics(text);
  return { ...counts, byteSize: formatByteSize(counts.bytes), readingTime: readingTime(counts.words) };
}
