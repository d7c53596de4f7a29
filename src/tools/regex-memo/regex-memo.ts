/** One line of the cheatsheet: a token, what it does, and what to try in the regex tester. */
export interface MemoRow {
  /** The token as written in a pattern. */
  expression: string;
  /** Shown instead of the token where the token alone would be invisible (a space). */
  shownAs?: string;
  description: string;
  /**
   * The tester's fields for "Try it": a pattern (the token itself unless given) and maybe a text
   * and flags. None for tokens the tester cannot show (flags it does not offer).
   */
  tryIt?: Record<string, string> | false;
}

/** A note under a section's table; `code` parts are shown in monospace. */
export type MemoNote = (string | { code: string })[];

export interface MemoSection {
  title: string;
  rows: MemoRow[];
  notes?: MemoNote[];
}

export const memoSections: MemoSection[] = [
  {
    title: 'Normal characters',
    rows: [
      { expression: '.', description: 'Any character except a line break (with the s flag, line breaks too)' },
      { expression: '[^\\n\\r]', description: 'What . matches without the s flag: anything but \\n and \\r' },
      { expression: '[A-Za-z]', description: 'An ASCII letter, upper or lower case' },
      { expression: '[a-z]', description: 'A lower-case ASCII letter' },
      { expression: '[A-Z]', description: 'An upper-case ASCII letter' },
      { expression: '\\d', description: 'A digit, the same as [0-9]' },
      { expression: '[0-9]', description: 'A digit' },
      { expression: '\\D', description: 'Anything but a digit, the same as [^0-9]' },
      { expression: '[^0-9]', description: 'Anything but a digit' },
      { expression: '_', description: 'An underscore (most characters stand for themselves)' },
      { expression: '\\w', description: 'A word character, the same as [A-Za-z0-9_]' },
      { expression: '[A-Za-z0-9_]', description: 'A letter, a digit or an underscore' },
      { expression: '\\W', description: 'Anything but a word character, the same as [^A-Za-z0-9_]' },
      { expression: '[^A-Za-z0-9_]', description: 'Anything but a letter, a digit or an underscore' },
      { expression: '\\S', description: 'Anything but whitespace' },
    ],
  },
  {
    title: 'Whitespace characters',
    rows: [
      { expression: ' ', shownAs: '(a space)', description: 'A space' },
      { expression: '\\t', description: 'A tab' },
      { expression: '\\n', description: 'A line feed (new line)' },
      { expression: '\\r', description: 'A carriage return' },
      { expression: '\\s', description: 'Any whitespace: space, tab, line breaks, form feed and Unicode spaces' },
    ],
  },
  {
    title: 'Character sets',
    rows: [
      { expression: '[xyz]', description: 'One of x, y or z' },
      { expression: '[^xyz]', description: 'One character that is neither x, y nor z' },
      { expression: '[1-3]', description: 'One of 1, 2 or 3' },
      { expression: '[^1-3]', description: 'One character that is not 1, 2 or 3' },
    ],
    notes: [
      ['A set matches one character: it is an OR of single characters, so ', { code: '[abc]' }, ' never matches "ab".'],
      ['A ', { code: '^' }, ' right after ', { code: '[' }, ' negates the set; anywhere else it is a plain ^.'],
      ['Inside a set, ', { code: '.' }, ' is a literal dot: ', { code: '[.]' }, ' matches only ".".'],
    ],
  },
  {
    title: 'Characters that need escaping',
    rows: [
      { expression: '\\.', description: 'A literal dot' },
      { expression: '\\^', description: 'A literal caret' },
      { expression: '\\$', description: 'A literal dollar sign' },
      { expression: '\\|', description: 'A literal vertical bar' },
      { expression: '\\\\', description: 'A literal backslash' },
      { expression: '\\/', description: 'A literal slash (needed inside a /…/ literal)' },
      { expression: '\\(', description: 'A literal opening parenthesis' },
      { expression: '\\)', description: 'A literal closing parenthesis' },
      { expression: '\\[', description: 'A literal opening bracket' },
      { expression: '\\]', description: 'A literal closing bracket' },
      { expression: '\\{', description: 'A literal opening brace' },
      { expression: '\\}', description: 'A literal closing brace' },
    ],
    notes: [
      ['Outside a set, escape ', { code: '. ^ $ | \\ / ( ) [ ] { } * + ?' }, ' to match them as they are.'],
      [
        'Inside a set only ',
        { code: '\\\\' },
        ' and ',
        { code: '\\]' },
        ' must be escaped; ',
        { code: '^' },
        ' is special only right after ',
        { code: '[' },
        ', and ',
        { code: '-' },
        ' only between two letters or digits (',
        { code: '[a-z]' },
        '; ',
        { code: '[a-]' },
        ' is "a" or "-").',
      ],
    ],
  },
  {
    title: 'Quantifiers',
    rows: [
      { expression: '{2}', description: 'Exactly 2 times', tryIt: { regex: 'a{2}', text: 'a aa aaa' } },
      { expression: '{2,}', description: '2 times or more', tryIt: { regex: 'a{2,}', text: 'a aa aaa' } },
      { expression: '{2,7}', description: 'From 2 to 7 times', tryIt: { regex: '\\d{2,7}', text: '1 12 12345678' } },
      { expression: '*', description: '0 times or more', tryIt: { regex: 'ab*', text: 'a ab abbb' } },
      { expression: '+', description: '1 time or more', tryIt: { regex: 'ab+', text: 'a ab abbb' } },
      { expression: '?', description: '0 or 1 time (optional)', tryIt: { regex: 'colou?r', text: 'color colour' } },
    ],
    notes: [
      ['A quantifier repeats what comes right before it: a character, a set or a group (', { code: '(ab)+' }, ').'],
    ],
  },
  {
    title: 'Lazy quantifiers',
    rows: [
      {
        expression: '*?',
        description: '0 times or more, as few as possible',
        tryIt: { regex: '<.*?>', text: '<a><b>' },
      },
      {
        expression: '+?',
        description: '1 time or more, as few as possible',
        tryIt: { regex: '<.+?>', text: '<a><b>' },
      },
      { expression: '??', description: '0 or 1 time, preferring 0', tryIt: { regex: 'ab??', text: 'ab' } },
      {
        expression: '{2,7}?',
        description: 'From 2 to 7 times, as few as possible',
        tryIt: { regex: '\\d{2,7}?', text: '12345' },
      },
    ],
    notes: [['Quantifiers are greedy by default: ', { code: '<.*>' }, ' takes all of "<a><b>".']],
  },
  {
    title: 'Boundaries',
    rows: [
      {
        expression: '^',
        description: 'The start of the text (of each line with the m flag)',
        tryIt: { regex: '^\\w+', text: 'first word' },
      },
      {
        expression: '$',
        description: 'The end of the text (of each line with the m flag)',
        tryIt: { regex: '\\w+$', text: 'last word' },
      },
      {
        expression: '\\b',
        description: 'A word boundary',
        tryIt: { regex: '\\bcat\\b', text: 'cat concatenate cat.' },
      },
      {
        expression: '\\B',
        description: 'Anywhere that is not a word boundary',
        tryIt: { regex: '\\Bcat', text: 'cat concatenate' },
      },
    ],
    notes: [
      [
        { code: '\\b' },
        ' matches between a word character (',
        { code: '\\w' },
        ') and a non-word character or the start or end of the text; it matches no character itself.',
      ],
    ],
  },
  {
    title: 'Matching',
    rows: [
      { expression: 'foo|bar', description: 'foo or bar', tryIt: { regex: 'foo|bar', text: 'foo bar baz' } },
      {
        expression: 'foo(?=bar)',
        description: 'foo, if bar follows (lookahead)',
        tryIt: { regex: 'foo(?=bar)', text: 'foobar foobaz' },
      },
      {
        expression: 'foo(?!bar)',
        description: 'foo, if bar does not follow (negative lookahead)',
        tryIt: { regex: 'foo(?!bar)', text: 'foobar foobaz' },
      },
      {
        expression: '(?<=bar)foo',
        description: 'foo, if bar comes before (lookbehind)',
        tryIt: { regex: '(?<=bar)foo', text: 'barfoo bazfoo' },
      },
      {
        expression: '(?<!bar)foo',
        description: 'foo, if bar does not come before (negative lookbehind)',
        tryIt: { regex: '(?<!bar)foo', text: 'barfoo bazfoo' },
      },
    ],
    notes: [['Lookarounds check what is around the match without taking it into the match.']],
  },
  {
    title: 'Grouping and capturing',
    rows: [
      {
        expression: '(foo)',
        description: 'A capturing group: matches foo and keeps it as group 1',
        tryIt: { regex: '(foo)bar', text: 'foobar' },
      },
      {
        expression: '(?:foo)',
        description: 'A non-capturing group: groups without keeping',
        tryIt: { regex: '(?:foo)+', text: 'foofoo' },
      },
      {
        expression: '(foo)bar\\1',
        description: 'A backreference: \\1 matches what group 1 matched',
        tryIt: { regex: '(foo)bar\\1', text: 'foobarfoo' },
      },
      {
        expression: '(?<name>foo)',
        description: 'A named group, kept under its name',
        tryIt: { regex: '(?<word>\\w+)', text: 'hello' },
      },
      {
        expression: '\\k<name>',
        description: 'A backreference to a named group',
        tryIt: { regex: '(?<q>[\'"]).*?\\k<q>', text: 'say "hi" or \'bye\'' },
      },
    ],
    notes: [
      ['Groups are numbered from 1, in the order of their opening parentheses; group 0 is the whole match.'],
      [
        { code: 'String.prototype.match' },
        ' without the g flag, ',
        { code: 'RegExp.prototype.exec' },
        ' and ',
        { code: 'String.prototype.matchAll' },
        ' return the groups; ',
        { code: 'match' },
        ' with g returns only the whole matches. In ',
        { code: 'replace' },
        ', ',
        { code: '$1' },
        ' and ',
        { code: '$<name>' },
        ' insert a group.',
      ],
    ],
  },
  {
    title: 'Unicode property escapes',
    rows: [
      {
        expression: '\\p{L}',
        description: 'A letter in any script (needs u or v)',
        tryIt: { regex: '\\p{L}+', text: 'Ünïcödé 漢字 123' },
      },
      { expression: '\\P{L}', description: 'Anything but a letter', tryIt: { regex: '\\P{L}+', text: 'abc 123' } },
      { expression: '\\p{Lu}', description: 'An upper-case letter', tryIt: { regex: '\\p{Lu}', text: 'Élan Vital' } },
      { expression: '\\p{N}', description: 'A number in any script', tryIt: { regex: '\\p{N}+', text: '42 ٤٢ Ⅻ' } },
      {
        expression: '\\p{Script=Greek}',
        description: 'A character of the Greek script',
        tryIt: { regex: '\\p{Script=Greek}+', text: 'alpha α beta β' },
      },
      {
        expression: '\\p{Emoji_Presentation}',
        description: 'A character shown as an emoji',
        tryIt: { regex: '\\p{Emoji_Presentation}', text: 'ok 👍 🎉' },
      },
    ],
  },
  {
    title: 'Flags',
    rows: [
      {
        expression: 'g',
        description: 'Global: find every match, not only the first',
        tryIt: { regex: 'o', text: 'foo' },
      },
      {
        expression: 'i',
        description: 'Case-insensitive: letters match in either case',
        tryIt: { regex: 'abc', text: 'ABC', ignoreCase: 'true' },
      },
      {
        expression: 'm',
        description: 'Multiline: ^ and $ also match at line breaks',
        tryIt: { regex: '^\\w', text: 'one\ntwo', multiline: 'true' },
      },
      {
        expression: 's',
        description: 'Singleline (dotAll): . also matches line breaks',
        tryIt: { regex: 'a.b', text: 'a\nb' },
      },
      {
        expression: 'u',
        description: 'Unicode: code points, \\u{…} and \\p{…}; stricter syntax',
        tryIt: { regex: '^.$', text: '😀' },
      },
      {
        expression: 'v',
        description: 'Unicode sets: like u, with set operations such as [\\p{L}--[a-z]]',
        tryIt: { regex: '[\\p{L}--[a-z]]', text: 'abcÉÀ', unicode: 'false', unicodeSets: 'true' },
      },
      { expression: 'y', description: 'Sticky: match only at lastIndex', tryIt: false },
      { expression: 'd', description: 'Indices: give the start and end of every group (match.indices)', tryIt: false },
    ],
    notes: [
      [
        'Flags follow the closing slash of a literal (',
        { code: '/abc/gi' },
        ') or go in the second argument of ',
        { code: 'new RegExp("abc", "gi")' },
        '.',
      ],
    ],
  },
];

export const references = [
  {
    label: 'MDN: Regular expressions guide',
    href: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide/Regular_expressions',
  },
  { label: 'RegExplained', href: 'https://leaverou.github.io/regexplained/' },
];

/** The regex tester's address with the row's token (or example) filled in; undefined when none fits. */
export function tryItHref(row: MemoRow): string | undefined {
  if (row.tryIt === false) return undefined;
  const fields = row.tryIt ?? { regex: row.expression };
  return `/regex-tester?${new URLSearchParams(fields).toString()}`;
}
