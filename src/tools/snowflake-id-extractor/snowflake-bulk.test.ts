import { describe, expect, it } from 'vitest';
import { bulkCsv, decodeIdList, sortRows } from './snowflake-bulk';
import { noIdError, presetLayouts } from './snowflake-id-extractor';

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
      { line: 3, id: 'not an id', timestampMs: Number.NaN, date: '', values: [], error: noIdError },
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
    expect(bulkCsv(decodeIdList(list, discord), discord)).toBe(
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
