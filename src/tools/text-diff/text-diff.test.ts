import { describe, expect, it } from 'vitest';
import { changedParts } from './changed-parts';
import { inEnglish } from '../../test/words';
import { layOutRuns, rowKind, type DiffLayout, type DiffRows } from './diff-rows';
import words from './locales/en.json';
import { diffNotes } from './operations';
import { diffTexts, roughDiff, splitLines, type TextDiffRequest } from './text-diff';

const request = (original: string, modified: string, options: Partial<TextDiffRequest> = {}): TextDiffRequest => ({
  original,
  modified,
  ignoreWhitespace: false,
  ignoreCase: false,
  ...options,
});

/** The summary line the page shows: "N added, M removed". */
const counts = (layout: DiffLayout) => inEnglish(diffNotes({ layout, rough: false }).at(-1)!, words);

const rowsOf = (rows: DiffRows) =>
  Array.from({ length: rows.count }, (_, index) => [rowKind(rows, index), rows.left[index], rows.right[index]]);

describe('diffTexts', () => {
  it('gives no patch and no counts when nothing differs', () => {
    const diff = diffTexts(request('same\n', 'same\n'));
    expect(counts(diff.layout)).toBe('0 added, 0 removed');
    expect(diff.patch).toBe('');
    expect(diffNotes(diff).map((note) => inEnglish(note, words))).toEqual(['No differences', '0 added, 0 removed']);
  });

  it('makes a missing final newline a difference, as git does', () => {
    expect(counts(diffTexts(request('a\nb', 'a\nb\n')).layout)).toBe('1 added, 1 removed');
  });

  it('ignores case and leading/trailing whitespace when asked', () => {
    expect(counts(diffTexts(request('Hello\n', 'hello\n', { ignoreCase: true })).layout)).toBe('0 added, 0 removed');
    expect(diffTexts(request('  x\n', 'x  \n', { ignoreWhitespace: true })).patch).toBe('');
    expect(counts(diffTexts(request('  x\n', 'x  \n')).layout)).toBe('1 added, 1 removed');
  });

  it('lays out both views: pairs side by side, removed then added inline', () => {
    const { layout } = diffTexts(request('a\nb\nc\nd\n', 'a\nB\nC\nX\nd\n'));
    expect(rowsOf(layout.sideBySide)).toEqual([
      ['same', 0, 0],
      ['changed', 1, 1],
      ['changed', 2, 2],
      ['added', -1, 3],
      ['same', 3, 4],
    ]);
    expect(rowsOf(layout.inline)).toEqual([
      ['same', 0, 0],
      ['removed', 1, 1],
      ['removed', 2, 2],
      ['added', 1, 1],
      ['added', 2, 2],
      ['added', -1, 3],
      ['same', 3, 4],
    ]);
    expect(counts(layout)).toBe('3 added, 2 removed');
  });
});

describe('roughDiff (when pairing lines would take too long)', () => {
  it.each([
    ['a\nb\nc\n', 'a\nB\nc\n'],
    ['original text', 'modified text'],
    ['1\n2\n3\n4\n5\n6\n7\n8\n', '1\n2\n3\n4\nX\n6\n7\n8\n'],
    ['', 'new\n'],
    ['gone\n', ''],
  ])('gives the patch jsdiff gives when the change is one block: %j → %j', (original, modified) => {
    const options = { ignoreWhitespace: false, ignoreCase: false };
    const rough = roughDiff(original, modified, options);
    const exact = diffTexts(request(original, modified));
    expect(rough.rough).toBe(true);
    expect(diffNotes(rough).at(-1)).toEqual({ code: 'notes.rough', warning: true });
    expect(rough.patch).toBe(exact.patch);
    expect(counts(rough.layout)).toBe(counts(exact.layout));
  });
});

describe('layOutRuns', () => {
  it('counts a removed-only block', () => {
    const layout = layOutRuns([{ count: 1 }, { count: 2, removed: true }]);
    expect(rowsOf(layout.sideBySide)).toEqual([
      ['same', 0, 0],
      ['removed', 1, -1],
      ['removed', 2, -1],
    ]);
    expect(layout.removed).toBe(2);
  });
});

describe('splitLines', () => {
  it.each([
    ['', []],
    ['a', ['a']],
    ['a\n', ['a']],
    ['a\r\nb\n\n', ['a', 'b', '']],
  ])('%j gives %j', (text, lines) => {
    expect(splitLines(text)).toEqual(lines);
  });
});

describe('changedParts', () => {
  it('marks the changed words, spaces kept', () => {
    expect(changedParts('the quick fox', 'the slow fox', 'words', { ignoreCase: false })).toEqual({
      original: [
        { text: 'the ', changed: false },
        { text: 'quick', changed: true },
        { text: ' fox', changed: false },
      ],
      modified: [
        { text: 'the ', changed: false },
        { text: 'slow', changed: true },
        { text: ' fox', changed: false },
      ],
    });
  });

  it('marks the changed characters', () => {
    expect(changedParts('cat', 'cut', 'characters', { ignoreCase: false })?.modified).toEqual([
      { text: 'c', changed: false },
      { text: 'u', changed: true },
      { text: 't', changed: false },
    ]);
  });

  it('leaves very long lines alone', () => {
    expect(changedParts('x'.repeat(5_000), 'y', 'words', { ignoreCase: false })).toBeUndefined();
  });
});
