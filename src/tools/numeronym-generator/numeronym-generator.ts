/** First character, the count of characters between, last character; 3 characters or fewer stay. */
function numeronymOf(word: string): string {
  const characters = Array.from(word);
  if (characters.length <= 3) return word;
  return `${characters[0]}${characters.length - 2}${characters.at(-1)}`;
}

/**
 * The numeronym of the trimmed input, taken whole (inner spaces count as characters) or, with
 * `eachWord`, of every run of non-spaces separately, the spaces between kept.
 */
export function generateNumeronym(input: string, eachWord = false): string {
  const trimmed = input.trim();
  if (!eachWord) return numeronymOf(trimmed);
  return trimmed.replace(/\S+/g, numeronymOf);
}

/** Well-known numeronyms and what they stand for. */
export const knownNumeronyms: readonly { numeronym: string; words: string }[] = [
  { numeronym: 'a11y', words: 'accessibility' },
  { numeronym: 'i18n', words: 'internationalization' },
  { numeronym: 'l10n', words: 'localization' },
  { numeronym: 'g11n', words: 'globalization' },
  { numeronym: 'k8s', words: 'Kubernetes' },
  { numeronym: 'o11y', words: 'observability' },
  { numeronym: 'p13n', words: 'personalization' },
  { numeronym: 'e13n', words: 'externalization' },
  { numeronym: 'c14n', words: 'canonicalization' },
  { numeronym: 'm17n', words: 'multilingualization' },
  { numeronym: 't9n', words: 'translation' },
  { numeronym: 'v12n', words: 'virtualization' },
  { numeronym: 'd11n', words: 'documentation' },
  { numeronym: 's13n', words: 'standardization' },
];

/** What a well-known numeronym stands for, case-insensitively; undefined when it is not one. */
export function expandNumeronym(input: string): string | undefined {
  const wanted = input.trim().toLowerCase();
  return knownNumeronyms.find(({ numeronym }) => numeronym === wanted)?.words;
}
