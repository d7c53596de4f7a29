/** One line of the cheatsheet: a token and what to try in the regex tester; its words are in the catalogue. */
export interface MemoRow {
  /** Its description's key under its section's `rows` in the catalogue. */
  id: string;
  /** The token as written in a pattern. */
  expression: string;
  /** Catalogue key of what is shown instead of the token where the token alone would be invisible (a space). */
  shownAs?: string;
  /**
   * The tester's fields for "Try it": a pattern (the token itself unless given) and maybe a text
   * and flags. None for tokens the tester cannot show (flags it does not offer).
   */
  tryIt?: Record<string, string> | false;
}

/**
 * A section of the cheatsheet: its title, its rows' descriptions and its notes are the catalogue's
 * `sections.<id>.…`; a note marks code with backticks (see markedParts).
 */
export interface MemoSection {
  id: string;
  rows: MemoRow[];
  /** The keys of its notes under `sections.<id>.notes`. */
  notes?: string[];
}

export const memoSections: MemoSection[] = [
  {
    id: 'normal',
    rows: [
      { id: 'dot', expression: '.' },
      { id: 'notLineBreak', expression: '[^\\n\\r]' },
      { id: 'letter', expression: '[A-Za-z]' },
      { id: 'lower', expression: '[a-z]' },
      { id: 'upper', expression: '[A-Z]' },
      { id: 'digit', expression: '\\d' },
      { id: 'digitRange', expression: '[0-9]' },
      { id: 'notDigit', expression: '\\D' },
      { id: 'notDigitRange', expression: '[^0-9]' },
      { id: 'underscore', expression: '_' },
      { id: 'word', expression: '\\w' },
      { id: 'wordSet', expression: '[A-Za-z0-9_]' },
      { id: 'notWord', expression: '\\W' },
      { id: 'notWordSet', expression: '[^A-Za-z0-9_]' },
      { id: 'notSpace', expression: '\\S' },
    ],
  },
  {
    id: 'whitespace',
    rows: [
      { id: 'space', expression: ' ', shownAs: 'shownAs.space' },
      { id: 'tab', expression: '\\t' },
      { id: 'lineFeed', expression: '\\n' },
      { id: 'carriageReturn', expression: '\\r' },
      { id: 'whitespace', expression: '\\s' },
    ],
  },
  {
    id: 'sets',
    rows: [
      { id: 'oneOf', expression: '[xyz]' },
      { id: 'noneOf', expression: '[^xyz]' },
      { id: 'range', expression: '[1-3]' },
      { id: 'notRange', expression: '[^1-3]' },
    ],
    notes: ['oneCharacter', 'negation', 'dot'],
  },
  {
    id: 'escaping',
    rows: [
      { id: 'dot', expression: '\\.' },
      { id: 'caret', expression: '\\^' },
      { id: 'dollar', expression: '\\$' },
      { id: 'bar', expression: '\\|' },
      { id: 'backslash', expression: '\\\\' },
      { id: 'slash', expression: '\\/' },
      { id: 'openParen', expression: '\\(' },
      { id: 'closeParen', expression: '\\)' },
      { id: 'openBracket', expression: '\\[' },
      { id: 'closeBracket', expression: '\\]' },
      { id: 'openBrace', expression: '\\{' },
      { id: 'closeBrace', expression: '\\}' },
    ],
    notes: ['outside', 'inside'],
  },
  {
    id: 'quantifiers',
    rows: [
      { id: 'exactly', expression: '{2}', tryIt: { regex: 'a{2}', text: 'a aa aaa' } },
      { id: 'atLeast', expression: '{2,}', tryIt: { regex: 'a{2,}', text: 'a aa aaa' } },
      { id: 'between', expression: '{2,7}', tryIt: { regex: '\\d{2,7}', text: '1 12 12345678' } },
      { id: 'zeroOrMore', expression: '*', tryIt: { regex: 'ab*', text: 'a ab abbb' } },
      { id: 'oneOrMore', expression: '+', tryIt: { regex: 'ab+', text: 'a ab abbb' } },
      { id: 'optional', expression: '?', tryIt: { regex: 'colou?r', text: 'color colour' } },
    ],
    notes: ['repeats'],
  },
  {
    id: 'lazy',
    rows: [
      { id: 'zeroOrMore', expression: '*?', tryIt: { regex: '<.*?>', text: '<a><b>' } },
      { id: 'oneOrMore', expression: '+?', tryIt: { regex: '<.+?>', text: '<a><b>' } },
      { id: 'optional', expression: '??', tryIt: { regex: 'ab??', text: 'ab' } },
      { id: 'between', expression: '{2,7}?', tryIt: { regex: '\\d{2,7}?', text: '12345' } },
    ],
    notes: ['greedy'],
  },
  {
    id: 'boundaries',
    rows: [
      { id: 'start', expression: '^', tryIt: { regex: '^\\w+', text: 'first word' } },
      { id: 'end', expression: '$', tryIt: { regex: '\\w+$', text: 'last word' } },
      { id: 'word', expression: '\\b', tryIt: { regex: '\\bcat\\b', text: 'cat concatenate cat.' } },
      { id: 'notWord', expression: '\\B', tryIt: { regex: '\\Bcat', text: 'cat concatenate' } },
    ],
    notes: ['wordBoundary'],
  },
  {
    id: 'matching',
    rows: [
      { id: 'or', expression: 'foo|bar', tryIt: { regex: 'foo|bar', text: 'foo bar baz' } },
      { id: 'lookahead', expression: 'foo(?=bar)', tryIt: { regex: 'foo(?=bar)', text: 'foobar foobaz' } },
      { id: 'negativeLookahead', expression: 'foo(?!bar)', tryIt: { regex: 'foo(?!bar)', text: 'foobar foobaz' } },
      { id: 'lookbehind', expression: '(?<=bar)foo', tryIt: { regex: '(?<=bar)foo', text: 'barfoo bazfoo' } },
      { id: 'negativeLookbehind', expression: '(?<!bar)foo', tryIt: { regex: '(?<!bar)foo', text: 'barfoo bazfoo' } },
    ],
    notes: ['lookarounds'],
  },
  {
    id: 'groups',
    rows: [
      { id: 'capturing', expression: '(foo)', tryIt: { regex: '(foo)bar', text: 'foobar' } },
      { id: 'nonCapturing', expression: '(?:foo)', tryIt: { regex: '(?:foo)+', text: 'foofoo' } },
      { id: 'backreference', expression: '(foo)bar\\1', tryIt: { regex: '(foo)bar\\1', text: 'foobarfoo' } },
      { id: 'named', expression: '(?<name>foo)', tryIt: { regex: '(?<word>\\w+)', text: 'hello' } },
      {
        id: 'namedBackreference',
        expression: '\\k<name>',
        tryIt: { regex: '(?<q>[\'"]).*?\\k<q>', text: 'say "hi" or \'bye\'' },
      },
    ],
    notes: ['numbering', 'methods'],
  },
  {
    id: 'unicode',
    rows: [
      { id: 'letter', expression: '\\p{L}', tryIt: { regex: '\\p{L}+', text: 'Ünïcödé 漢字 123' } },
      { id: 'notLetter', expression: '\\P{L}', tryIt: { regex: '\\P{L}+', text: 'abc 123' } },
      { id: 'upper', expression: '\\p{Lu}', tryIt: { regex: '\\p{Lu}', text: 'Élan Vital' } },
      { id: 'number', expression: '\\p{N}', tryIt: { regex: '\\p{N}+', text: '42 ٤٢ Ⅻ' } },
      { id: 'script', expression: '\\p{Script=Greek}', tryIt: { regex: '\\p{Script=Greek}+', text: 'alpha α beta β' } },
      {
        id: 'emoji',
        expression: '\\p{Emoji_Presentation}',
        tryIt: { regex: '\\p{Emoji_Presentation}', text: 'ok 👍 🎉' },
      },
    ],
  },
  {
    id: 'flags',
    rows: [
      { id: 'global', expression: 'g', tryIt: { regex: 'o', text: 'foo' } },
      { id: 'ignoreCase', expression: 'i', tryIt: { regex: 'abc', text: 'ABC', ignoreCase: 'true' } },
      { id: 'multiline', expression: 'm', tryIt: { regex: '^\\w', text: 'one\ntwo', multiline: 'true' } },
      { id: 'dotAll', expression: 's', tryIt: { regex: 'a.b', text: 'a\nb' } },
      { id: 'unicode', expression: 'u', tryIt: { regex: '^.$', text: '😀' } },
      {
        id: 'unicodeSets',
        expression: 'v',
        tryIt: { regex: '[\\p{L}--[a-z]]', text: 'abcÉÀ', unicode: 'false', unicodeSets: 'true' },
      },
      { id: 'sticky', expression: 'y', tryIt: false },
      { id: 'indices', expression: 'd', tryIt: false },
    ],
    notes: ['where'],
  },
];

export const references = [
  { id: 'mdn', href: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide/Regular_expressions' },
  { id: 'regexplained', href: 'https://leaverou.github.io/regexplained/' },
] as const;

/** The catalogue keys of a section's title, a row's description and a note. */
export const sectionTitleKey = (section: MemoSection) => `sections.${section.id}.title`;
export const rowDescriptionKey = (section: MemoSection, row: MemoRow) => `sections.${section.id}.rows.${row.id}`;
export const noteKey = (section: MemoSection, note: string) => `sections.${section.id}.notes.${note}`;

/** A piece of a catalogue text: plain, or marked as code or as a link's words. */
export type MarkedPart = { text: string } | { code: string } | { link: string };

const marks = { code: /(`[^`]*`)/, link: /(\[[^\]]*\])/ } as const;

/** A catalogue text cut at its marks of one sort: `code` between backticks, or [a link] between brackets. */
export function markedParts(text: string, mark: keyof typeof marks): MarkedPart[] {
  // `split` keeps the captured marks: they are the odd pieces, between the plain ones.
  return text
    .split(marks[mark])
    .map((part, index): MarkedPart => {
      if (index % 2 === 0) return { text: part };
      return mark === 'code' ? { code: part.slice(1, -1) } : { link: part.slice(1, -1) };
    })
    .filter((part) => !('text' in part) || part.text !== '');
}

/** The regex tester's address with the row's token (or example) filled in; undefined when none fits. */
export function tryItHref(row: MemoRow): string | undefined {
  if (row.tryIt === false) return undefined;
  const fields = row.tryIt ?? { regex: row.expression };
  return `/regex-tester?${new URLSearchParams(fields).toString()}`;
}
