import { describe, expect, it } from 'vitest';
import { bulkCsv, bulkTable, dataWords, decodeIdList, shownRowCount, sortRows, type BulkWords } from './snowflake-bulk';
import { presetLayouts } from './snowflake-id-extractor';

const noIdError = 'Enter a Snowflake ID (a positive whole number).';
// As the page gives them for Discord.
const english: BulkWords = {
  headings: [
    'ID',
    'Timestamp (ms)',
    'Date (UTC)',
    'Internal worker ID',
    'Internal process ID',
    'Increment',
    'Machine ID (10 bits)',
    'Error',
  ],
  errors: { 'errors.noId': noIdError },
};

const discord = presetLayouts.discord;
const list = ['175928847299117063', '', 'not an id', '81384788765712384'].join('\n');

describe('decodeIdList', () => {
  it('decodes each non-blank line, keeping its line number and any error', () => {
    expect(decodeIdList(list, discord)).toEqual([
      {
        line: 1,
        id: '175928847299117063',
        timestampMs: 1462015105796,
        date: '2016-04-30T11:18:25.796Z',
        values: ['1', '0', '7', '32'],
      },
      { line: 3, id: 'not an id', timestampMs: Number.NaN, date: '', values: [], error: { code: 'errors.noId' } },
      {
        line: 4,
        id: '81384788765712384',
        timestampMs: 1439474045698,
        date: '2015-08-13T13:54:05.698Z',
        values: ['0', '2', '0', '2'],
      },
    ]);
  });
});

describe('sortRows', () => {
  const rows = decodeIdList(list, discord);
  it.each([
    ['input', [1, 3, 4]],
    ['oldest', [4, 1, 3]],
    ['newest', [1, 4, 3]],
  ] as const)('%s order', (order, lines) => {
    expect(sortRows(rows, order).map((row) => row.line)).toEqual(lines);
  });
});

describe('bulkCsv', () => {
  it('writes a header and one row per line, errors in their own column', () => {
    expect(bulkCsv(decodeIdList(list, discord), discord, english)).toBe(
      [
        'ID,Timestamp (ms),Date (UTC),Internal worker ID,Internal process ID,Increment,Machine ID (10 bits),Error',
        '175928847299117063,1462015105796,2016-04-30T11:18:25.796Z,1,0,7,32,',
        `not an id,,,,,,,${noIdError}`,
        '81384788765712384,1439474045698,2015-08-13T13:54:05.698Z,0,2,0,2,',
        '',
      ].join('\r\n'),
    );
  });
});

describe('bulkTable', () => {
  it('sorts, keeps the rows the page shows, and writes every row as CSV', () => {
    const many = Array.from({ length: 600 }, (_, index) => String(175928847299117063n + BigInt(index) * (1n << 22n)));
    const table = bulkTable(many.join('\n'), { layout: discord, order: 'newest', words: english });
    expect(table.total).toBe(600);
    expect(table.shown).toHaveLength(shownRowCount);
    expect(table.shown[0].id).toBe(many[599]);
    expect(table.csv.split('\r\n')).toHaveLength(602);
  });

  it('decodes nothing without a layout', () => {
    expect(bulkTable('175928847299117063', undefined)).toEqual({ shown: [], total: 0, csv: '' });
  });

  it('reads the last run of digits of each line of a pasted text', () => {
    const text = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit 0123.\n'.repeat(5_000);
    const table = bulkTable(text, { layout: discord, order: 'oldest', words: dataWords(discord) });
    expect(table.total).toBe(5_000);
    expect(table.shown[0]).toMatchObject({ id: '123', values: ['0', '0', '123', '0'] });
  });
});
