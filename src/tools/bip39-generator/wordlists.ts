import { wordlist as english } from '@scure/bip39/wordlists/english.js';

export const bip39Languages = [
  'english',
  'simplified-chinese',
  'traditional-chinese',
  'czech',
  'french',
  'italian',
  'japanese',
  'korean',
  'portuguese',
  'spanish',
] as const;

export type Bip39Language = (typeof bip39Languages)[number];

export const defaultBip39Language: Bip39Language = 'english';

/** The catalogue key of each language's name. */
export const bip39LanguageNames = Object.fromEntries(
  bip39Languages.map((language) => [language, `languages.${language}`]),
) as Record<Bip39Language, `languages.${Bip39Language}`>;

type Wordlist = readonly string[];

// English, the default, ships with the page; every other list is its own chunk, fetched when
// its language is chosen.
const loaders: Record<Bip39Language, () => Promise<Wordlist>> = {
  english: () => Promise.resolve(english),
  'simplified-chinese': () => import('@scure/bip39/wordlists/simplified-chinese.js').then((module) => module.wordlist),
  'traditional-chinese': () =>
    import('@scure/bip39/wordlists/traditional-chinese.js').then((module) => module.wordlist),
  czech: () => import('@scure/bip39/wordlists/czech.js').then((module) => module.wordlist),
  french: () => import('@scure/bip39/wordlists/french.js').then((module) => module.wordlist),
  italian: () => import('@scure/bip39/wordlists/italian.js').then((module) => module.wordlist),
  japanese: () => import('@scure/bip39/wordlists/japanese.js').then((module) => module.wordlist),
  korean: () => import('@scure/bip39/wordlists/korean.js').then((module) => module.wordlist),
  portuguese: () => import('@scure/bip39/wordlists/portuguese.js').then((module) => module.wordlist),
  spanish: () => import('@scure/bip39/wordlists/spanish.js').then((module) => module.wordlist),
};

const loaded = new Map<Bip39Language, Wordlist>([['english', english]]);

/** The word list when it is already here (English always is); undefined until loaded. */
export function loadedWordlist(language: Bip39Language): Wordlist | undefined {
  return loaded.get(language);
}

export async function loadWordlist(language: Bip39Language): Promise<Wordlist> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const wordlist = await loaders[language]();
  loaded.set(language, wordlist);
  return wordlist;
}
