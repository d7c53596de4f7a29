import { describe, expect, it } from 'vitest';
import { convertList, defaultListOptions, type ListOptions } from './list-converter';
import { defaultValues } from '../../lib/tool-state/fields';
import { listInputFields, listOptionFields } from './operations';

const lines = (...items: string[]) => items.join('\n');
const withOptions = (options: Partial<ListOptions>): ListOptions => ({ ...defaultListOptions, ...options });

describe('convertList', () => {
  it.each<[string, string, Partial<ListOptions>, string]>([
    // Each step.
    ['lowercase before removing duplicates', lines('A', 'a', 'B'), { lowerCase: true }, 'a, b'],
    ['CRLF line ends', 'x\r\ny\r\nz', {}, 'x, y, z'],
    ['trimmed items', lines('  x  ', '\ty'), {}, 'x, y'],
    ['untrimmed items', lines(' x ', 'y'), { trimItems: false }, ' x , y'],
    ['empty lines dropped', lines('', 'x', '', '', 'y', ''), {}, 'x, y'],
    ['blank lines kept when not trimmed', lines('x', '  ', 'y'), { trimItems: false }, 'x,   , y'],
    ['duplicates removed after trimming', lines('a', ' a', 'a '), {}, 'a'],
    ['duplicates kept', lines('a', 'b', 'a'), { removeDuplicates: false }, 'a, b, a'],
    ['case-sensitive duplicates', lines('a', 'A'), {}, 'a, A'],
    ['reversed', lines('1', '2', '3'), { reverseList: true }, '3, 2, 1'],
    ['reverse wins over sorting', lines('b', 'c', 'a'), { reverseList: true, sortList: 'ascending' }, 'a, c, b'],
    [
      'natural ascending sort',
      lines('100', '9', '10', 'b', 'Émile', 'a', 'f'),
      { sortList: 'ascending' },
      '9, 10, 100, a, b, Émile, f',
    ],
    [
      'natural descending sort',
      lines('item 9', 'item 10', 'item 100'),
      { sortList: 'descending' },
      'item 100, item 10, item 9',
    ],
    ['no sorting keeps the order', lines('b', 'a'), { sortList: 'none' }, 'b, a'],
    [
      'prefix only, kept line breaks',
      lines('a', 'b'),
      { listPrefix: '[', keepLineBreaks: true },
      lines('[', 'a, ', 'b'),
    ],
    [
      'no blank line for empty list prefix and suffix',
      lines('a', 'b'),
      { keepLineBreaks: true, separator: '' },
      lines('a', 'b'),
    ],
    // The page's own example, option after option.
    ['mixed case and numbers', lines(' B ', 'item 10', 'item 9', 'b', 'A'), {}, 'B, item 10, item 9, b, A'],
    ['… lowercased', lines(' B ', 'item 10', 'item 9', 'b', 'A'), { lowerCase: true }, 'b, item 10, item 9, a'],
    [
      '… keeping duplicates',
      lines(' B ', 'item 10', 'item 9', 'b', 'A'),
      { lowerCase: true, removeDuplicates: false },
      'b, item 10, item 9, b, a',
    ],
    [
      '… sorted ascending',
      lines(' B ', 'item 10', 'item 9', 'b', 'A'),
      { lowerCase: true, removeDuplicates: false, sortList: 'ascending' },
      'a, b, b, item 9, item 10',
    ],
    [
      '… sorted descending',
      lines(' B ', 'item 10', 'item 9', 'b', 'A'),
      { lowerCase: true, removeDuplicates: false, sortList: 'descending' },
      'item 10, item 9, b, b, a',
    ],
    [
      '… reversed instead of sorted',
      lines(' B ', 'item 10', 'item 9', 'b', 'A'),
      { lowerCase: true, removeDuplicates: false, sortList: 'descending', reverseList: true },
      'a, b, item 9, item 10, b',
    ],
    [
      '… untrimmed',
      lines(' B ', 'item 10', 'item 9', 'b', 'A'),
      { lowerCase: true, removeDuplicates: false, sortList: 'descending', reverseList: true, trimItems: false },
      'a, b, item 9, item 10,  b ',
    ],
    ['a single item', 'solo', { listPrefix: '(', listSuffix: ')' }, '(solo)'],
    ['empty input', '', { listPrefix: '(', listSuffix: ')' }, ''],
    ['only blank lines', '\n  \n', { listPrefix: '(' }, ''],
  ])('%s', (_case, input, options, expected) => {
    expect(convertList(input, withOptions(options))).toBe(expected);
  });
});

describe('list converter fields', () => {
  it('declare every option with its default, all remembered, and the list apart, not remembered', () => {
    expect(defaultValues(listOptionFields)).toEqual(defaultListOptions);
    expect(Object.values(listOptionFields).every((field) => field.persist === true)).toBe(true);
    expect(listInputFields.list.persist).not.toBe(true);
  });

  it.each([
    ['descending', 'descending'],
    ['random', undefined],
  ])('reads the sort order %j from a link or storage as %j', (text, expected) => {
    expect(listOptionFields.sortList.parse(text)).toBe(expected);
  });
});
