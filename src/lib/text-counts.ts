// Counting characters as a person sees them, and words, the same way in every tool that shows them.
const segmenter =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : undefined;
const whitespace = /^\s+$/u;

/** User-perceived characters (grapheme clusters), all and those that are not white space. */
export function countCharacters(text: string): { all: number; withoutSpaces: number } {
  let all = 0;
  let spaces = 0;
  if (segmenter) {
    for (const { segment } of segmenter.segment(text)) {
      all++;
      if (whitespace.test(segment)) spaces++;
    }
  } else {
    for (const character of text) {
      all++;
      if (whitespace.test(character)) spaces++;
    }
  }
  return { all, withoutSpaces: all - spaces };
}

/** How many times `pattern` (global) matches `text`. */
export const countMatches = (text: string, pattern: RegExp) => {
  let count = 0;
  for (const _ of text.matchAll(pattern)) count++;
  return count;
};

/** 0 for empty text, else the pieces between `\r\n`, `\r` or `\n` (a trailing newline starts one). */
export const countLines = (text: string): number => (text === '' ? 0 : countMatches(text, /\r\n|\r|\n/g) + 1);

/** Runs of non-white-space. */
export const countWords = (text: string): number => countMatches(text, /\S+/g);
