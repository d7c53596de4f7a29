import { describe, expect, it } from 'vitest';
import { toolWords } from '../../i18n/tool-words';
import words from './locales/en.json';
import {
  markedParts,
  memoSections,
  noteKey,
  references,
  rowDescriptionKey,
  sectionTitleKey,
  tryItHref,
  type MemoRow,
} from './regex-memo';

const { text } = toolWords(words);
const rows = memoSections.flatMap((section) => section.rows);
const expressions = rows.map((row) => row.expression);
const noteCode = memoSections.flatMap((section) =>
  (section.notes ?? []).flatMap((note) =>
    markedParts(text(noteKey(section, note)), 'code').flatMap((part) => ('code' in part ? [part.code] : [])),
  ),
);
const keys = memoSections.flatMap((section) => [
  sectionTitleKey(section),
  ...section.rows.map((row) => rowDescriptionKey(section, row)),
  ...section.rows.flatMap((row) => (row.shownAs ? [row.shownAs] : [])),
  ...(section.notes ?? []).map((note) => noteKey(section, note)),
]);

/** The tester's flags for a row's link: its defaults (g, s, u) changed by the link's fields. */
function flagsOf(fields: Record<string, string>): string {
  const on = (name: string, byDefault: boolean) => (fields[name] === undefined ? byDefault : fields[name] === 'true');
  return [
    on('global', true) && 'g',
    on('ignoreCase', false) && 'i',
    on('multiline', false) && 'm',
    on('dotAll', true) && 's',
    on('unicode', true) && 'u',
    !on('unicode', true) && on('unicodeSets', false) && 'v',
  ]
    .filter(Boolean)
    .join('');
}

function linkFields(row: MemoRow): Record<string, string> | undefined {
  const href = tryItHref(row);
  return href === undefined ? undefined : Object.fromEntries(new URL(href, 'https://x').searchParams);
}

describe('the regex cheatsheet', () => {
  it.each([
    '.',
    '[^\\n\\r]',
    '[A-Za-z]',
    '[a-z]',
    '[A-Z]',
    '\\d',
    '[0-9]',
    '\\D',
    '[^0-9]',
    '_',
    '\\w',
    '[A-Za-z0-9_]',
    '\\W',
    '[^A-Za-z0-9_]',
    '\\S',
    ' ',
    '\\t',
    '\\n',
    '\\r',
    '\\s',
    '[xyz]',
    '[^xyz]',
    '[1-3]',
    '[^1-3]',
    '\\.',
    '\\^',
    '\\$',
    '\\|',
    '\\\\',
    '\\/',
    '\\(',
    '\\)',
    '\\[',
    '\\]',
    '\\{',
    '\\}',
    '{2}',
    '{2,}',
    '{2,7}',
    '*',
    '+',
    '?',
    '^',
    '$',
    '\\b',
    'foo|bar',
    'foo(?=bar)',
    'foo(?!bar)',
    '(?<=bar)foo',
    '(?<!bar)foo',
    '(foo)',
    '(?:foo)',
    '(foo)bar\\1',
    '(?<name>foo)',
    '\\k<name>',
    '*?',
    '+?',
    '\\p{L}',
    'g',
    'i',
    'm',
    's',
    'u',
    'v',
    'y',
    'd',
  ])('lists %s', (token) => {
    expect(expressions).toContain(token);
  });

  it('explains escaping inside a set in its notes', () => {
    expect(noteCode).toEqual(expect.arrayContaining(['\\\\', '\\]', '^', '[', '-']));
  });

  it.each(rows.filter((row) => row.tryIt !== false).map((row) => [row.expression, row] as const))(
    'the "Try it" link of %s opens the tester on a valid regex that finds something',
    (_expression, row) => {
      const fields = linkFields(row);
      expect(fields?.regex).toBeTruthy();
      const regex = new RegExp(fields?.regex ?? '', flagsOf(fields ?? {}));
      if (fields?.text !== undefined) expect(fields.text).toMatch(regex);
    },
  );

  it('links a token to the tester as ?regex=<token>', () => {
    expect(tryItHref({ id: 'word', expression: '\\b' })).toBe('/regex-tester?regex=%5Cb');
    expect(tryItHref({ id: 'sticky', expression: 'y', tryIt: false })).toBeUndefined();
  });

  it('finds the words of every title, description and note in its catalogue', () => {
    for (const key of [...keys, ...references.map((reference) => `references.${reference.id}`)])
      expect(text(key), key).not.toBe(key);
  });
});

describe('markedParts', () => {
  it('cuts a note at its code, a code at either end included', () => {
    expect(markedParts('`\\b` is `a` or b', 'code')).toEqual([
      { code: '\\b' },
      { text: ' is ' },
      { code: 'a' },
      { text: ' or b' },
    ]);
    expect(markedParts('no code', 'code')).toEqual([{ text: 'no code' }]);
  });

  it('cuts a text at its link', () => {
    expect(markedParts('Test in the [Regex Tester].', 'link')).toEqual([
      { text: 'Test in the ' },
      { link: 'Regex Tester' },
      { text: '.' },
    ]);
  });
});
