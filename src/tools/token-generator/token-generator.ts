import { randomPick, randomShuffle } from '../../lib/random';
import { clampInteger } from '../../lib/clamp-integer';

export const uppercaseLetters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const lowercaseLetters = 'abcdefghijklmnopqrstuvwxyz';
export const digitCharacters = '0123456789';
export const symbolCharacters = '.,;:!?/-"\'#{([|\\@)]=}*+';
export const lookAlikeCharacters = '0Oo1lI|';

export const tokenLengthMin = 1;
export const tokenLengthMax = 512;
export const defaultTokenLength = 64;

export const tokenCountMin = 1;
export const tokenCountMax = 100;
export const defaultTokenCount = 1;

export interface TokenOptions {
  length: number;
  withUppercase: boolean;
  withLowercase: boolean;
  withNumbers: boolean;
  withSymbols: boolean;
  excludeLookAlikes?: boolean;
  /** Removed from every set and from the extra characters. */
  excludedCharacters?: string;
  /** Added to the alphabet; not a set of their own for `atLeastOneOfEach`. */
  extraCharacters?: string;
  /** Guarantee one character of each selected (non-empty) set, as far as the length allows. */
  atLeastOneOfEach?: boolean;
}

export const defaultTokenOptions: TokenOptions = {
  length: defaultTokenLength,
  withUppercase: true,
  withLowercase: true,
  withNumbers: true,
  withSymbols: false,
  excludeLookAlikes: false,
  excludedCharacters: '',
  extraCharacters: '',
  atLeastOneOfEach: false,
};

/** Typed or URL values → an integer in 1–512; unreadable input falls back to the default 64. */
export function clampTokenLength(value: number | string): number {
  return clampInteger(value, tokenLengthMin, tokenLengthMax, defaultTokenLength);
}

/** Typed or URL values → an integer in 1–100; unreadable input falls back to 1. */
export function clampTokenCount(value: number | string): number {
  return clampInteger(value, tokenCountMin, tokenCountMax, defaultTokenCount);
}

function excludedSet(options: TokenOptions): Set<string> {
  const excluded = Array.from(options.excludedCharacters ?? '');
  if (options.excludeLookAlikes) excluded.push(...lookAlikeCharacters);
  return new Set(excluded);
}

function withoutExcluded(characters: string, excluded: Set<string>): string {
  return Array.from(characters)
    .filter((character) => !excluded.has(character))
    .join('');
}

/** The selected sets, in switch order, minus excluded characters; sets left empty are dropped. */
export function tokenCharacterSets(options: TokenOptions): string[] {
  const excluded = excludedSet(options);
  const selected = [
    options.withUppercase && uppercaseLetters,
    options.withLowercase && lowercaseLetters,
    options.withNumbers && digitCharacters,
    options.withSymbols && symbolCharacters,
  ].filter((set): set is string => set !== false);
  return selected.map((set) => withoutExcluded(set, excluded)).filter((set) => set !== '');
}

/** Every character a token may contain, each exactly once so none is drawn more often. */
export function tokenAlphabet(options: TokenOptions): string {
  // A line break would split a token across the one-token-per-line output.
  const extra = (options.extraCharacters ?? '').replace(/[\r\n]/g, '');
  const candidates = [...tokenCharacterSets(options), withoutExcluded(extra, excludedSet(options))].join('');
  return [...new Set(candidates)].join('');
}

/** length × log2(alphabet size); 0 when the alphabet is empty or has a single character. */
export function tokenEntropyBits(options: TokenOptions): number {
  const alphabetSize = Array.from(tokenAlphabet(options)).length;
  if (alphabetSize === 0) return 0;
  return clampTokenLength(options.length) * Math.log2(alphabetSize);
}

function tokenWithEverySet(sets: string[], alphabet: string, length: number): string {
  // When the length is shorter than the number of sets, a random choice of sets is represented.
  const required = randomShuffle(sets)
    .slice(0, length)
    .map((set) => randomPick(set, 1));
  const filler = Array.from(randomPick(alphabet, length - required.length));
  return randomShuffle([...required, ...filler]).join('');
}

/** A random token; empty when no character is available. The length is clamped to 1–512. */
export function generateToken(options: TokenOptions): string {
  const alphabet = tokenAlphabet(options);
  if (alphabet === '') return '';
  const length = clampTokenLength(options.length);
  if (options.atLeastOneOfEach) return tokenWithEverySet(tokenCharacterSets(options), alphabet, length);
  return randomPick(alphabet, length);
}

/** `count` independent tokens, e.g. to show one per line; none for a count below 1. */
export function generateTokens(options: TokenOptions, count: number): string[] {
  return Array.from({ length: Math.max(0, Math.floor(count)) }, () => generateToken(options));
}
