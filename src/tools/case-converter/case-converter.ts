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

/** The casings the page shows, in its order: each an output of the operation. */
export const caseNames = [
  'lowercase',
  'uppercase',
  'camelcase',
  'capitalcase',
  'constantcase',
  'dotcase',
  'headercase',
  'nocase',
  'paramcase',
  'pascalcase',
  'pathcase',
  'sentencecase',
  'snakecase',
  'mockingcase',
] as const;

export type CaseName = (typeof caseNames)[number];

export type EveryCase = Record<CaseName, string>;

export const caseConversions: Readonly<Record<CaseName, (text: string) => string>> = {
  lowercase: (text) => text.toLocaleLowerCase(),
  uppercase: (text) => text.toLocaleUpperCase(),
  camelcase: (text) => camelCase(text, joinedWordOptions),
  capitalcase: (text) => capitalCase(text, wordOptions),
  constantcase: (text) => constantCase(text, wordOptions),
  dotcase: (text) => dotCase(text, wordOptions),
  headercase: (text) => trainCase(text, wordOptions),
  nocase: (text) => noCase(text, wordOptions),
  paramcase: (text) => kebabCase(text, wordOptions),
  pascalcase: (text) => pascalCase(text, joinedWordOptions),
  pathcase: (text) => pathCase(text, wordOptions),
  sentencecase: (text) => sentenceCase(text, wordOptions),
  snakecase: (text) => snakeCase(text, wordOptions),
  mockingcase: mockingCase,
};

/** The text in every casing, by name. */
export function convertToEveryCase(text: string): EveryCase {
  return Object.fromEntries(caseNames.map((name) => [name, caseConversions[name](text)])) as EveryCase;
}
