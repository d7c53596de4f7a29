import {
  camelCase,
  capitalCase,
  constantCase,
  dotCase,
  kebabCase,
  noCase,
  pascalCase,
  pathCase,
  sentenceCase,
  snakeCase,
  trainCase,
  type Options,
  type PascalCaseOptions,
} from 'change-case';

// Marks belong to the letter before them, so a decomposed "é" (e + U+0301) stays one letter.
const lowerOrDigitThenUpper = /([\p{Ll}\p{Nd}]\p{M}*)(\p{Lu})/gu;
const capitalsThenCapitalizedWord = /(\p{Lu}\p{M}*)(\p{Lu}\p{M}*\p{Ll})/gu;
const wordBreak = '\0';
const notWordCharacters = /[^\p{L}\p{M}\p{Nd}]+/gu;

/**
 * Words are runs of letters (with their marks) and digits; anything else separates them. An
 * uppercase letter after a lowercase letter or a digit starts a word, and in a run of capitals
 * followed by a lowercase letter the last capital starts the next word (`XMLHttp` → `XML Http`).
 */
export function splitWords(text: string): string[] {
  return text
    .replace(lowerOrDigitThenUpper, `$1${wordBreak}$2`)
    .replace(capitalsThenCapitalizedWord, `$1${wordBreak}$2`)
    .replace(notWordCharacters, wordBreak)
    .split(wordBreak)
    .filter((word) => word !== '');
}

const wordOptions: Options = { split: splitWords };
// Without merging, a word after a digit word keeps a `_` (`user_id 2 fast` → `userId_2Fast`).
const joinedWordOptions: PascalCaseOptions = { split: splitWords, mergeAmbiguousCharacters: true };

/** Even positions (from 0) upper case, odd ones lower case; every character counts. */
export function mockingCase(text: string): string {
  return Array.from(text, (character, position) =>
    position % 2 === 0 ? character.toLocaleUpperCase() : character.toLocaleLowerCase(),
  ).join('');
}

export interface CaseConversion {
  /** The output's label on the page. */
  label: string;
  convert: (text: string) => string;
}

/** Every casing the page shows, in its order. */
export const caseConversions: readonly CaseConversion[] = [
  { label: 'Lowercase', convert: (text) => text.toLocaleLowerCase() },
  { label: 'Uppercase', convert: (text) => text.toLocaleUpperCase() },
  { label: 'Camelcase', convert: (text) => camelCase(text, joinedWordOptions) },
  { label: 'Capitalcase', convert: (text) => capitalCase(text, wordOptions) },
  { label: 'Constantcase', convert: (text) => constantCase(text, wordOptions) },
  { label: 'Dotcase', convert: (text) => dotCase(text, wordOptions) },
  { label: 'Headercase', convert: (text) => trainCase(text, wordOptions) },
  { label: 'Nocase', convert: (text) => noCase(text, wordOptions) },
  { label: 'Paramcase', convert: (text) => kebabCase(text, wordOptions) },
  { label: 'Pascalcase', convert: (text) => pascalCase(text, joinedWordOptions) },
  { label: 'Pathcase', convert: (text) => pathCase(text, wordOptions) },
  { label: 'Sentencecase', convert: (text) => sentenceCase(text, wordOptions) },
  { label: 'Snakecase', convert: (text) => snakeCase(text, wordOptions) },
  { label: 'Mockingcase', convert: mockingCase },
];

/** The text in every casing, in the page's order. */
export function convertToEveryCase(text: string): string[] {
  return caseConversions.map(({ convert }) => convert(text));
}
