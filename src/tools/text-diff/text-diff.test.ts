import { describe, expect, it } from 'vitest';
import { changedParts } from './changed-parts';
import { layOutRuns, rowKind, type DiffRows } from './diff-rows';
import { diffTexts, roughDiff, splitLines, summaryText, type TextDiffRequest } from './text-diff';

const request = (original: string, modified: string, options: Partial<TextDiffRequest> = {}): TextDiffRequest => ({
  original,
  modified,
  ignoreWhitespace: false,
  ignoreCase: false,
  ...options,
});

const rowsOf = (rows: DiffRows) =>
  Array.from({ length: rows.count }, (_, index) => [rowKind(rows, index), rows.left[index], rows.right[index]]);

describe('diffTexts', () => {
  it('example 1: one changed line in the middle', () => {
    const diff = diffTexts(request('a\nb\nc\n', 'a\nB\nc\n'));
    expect(summaryText(diff.layout)).toBe('1 added, 1 removed');
    expect(diff.patch).toBe(
      [
        '===================================================================',
        '--- original',
        '+++ modified',
        '@@ -1,3 +1,3 @@',
        ' a',
        '-b',
        '+B',
        ' c',
        '',
      ].join('\n'),
    );
    expect(diff.rough).toBe(false);
  });

  it('example 2: the initial texts, neither ending with a newline', () => {
    const diff = diffTexts(request('original text', 'modified text'));
    expect(summaryText(diff.layout)).toBe('1 added, 1 removed');
    expect(diff.patch).toBe(
      [
        '===================================================================',
        '--- original',
        '+++ modified',
        '@@ -1,1 +1,1 @@',
        '-original text',
        '\\ No newline at end of file',
        '+modified text',
        '\\ No newline at end of file',
        '',
      ].join('\n'),
    );
  });

  it('gives no patch and no counts when nothing differs', () => {
    const diff = diffTexts(request('same\n', 'same\n'));
    expect(summaryText(diff.layout)).toBe('0 added, 0 removed');
    expect(diff.patch).toBe('');
  });

  it('makes a missing final newline a difference, as git does', () => {
    expect(summaryText(diffTexts(request('a\nb', 'a\nb\n')).layout)).toBe('1 added, 1 removed');
  });

  it('ignores case and leading/trailing whitespace when asked', () => {
    expect(summaryText(diffTexts(request('Hello\n', 'hello\n', { ignoreCase: true })).layout)).toBe(
      '0 added, 0 removed',
    );
    expect(diffTexts(request('  x\n', 'x  \n', { ignoreWhitespace: true })).patch).toBe('');
    expect(summaryText(diffTexts(request('  x\n', 'x  \n')).layout)).toBe('1 added, 1 removed');
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
    expect(summaryText(layout)).toBe('3 added, 2 removed');
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
    expect(rough.patch).toBe(exact.patch);
    expect(summaryText(rough.layout)).toBe(summaryText(exact.layout));
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
