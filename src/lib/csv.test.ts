import { describe, expect, it } from 'vitest';
import { readCsvRows, toCsv } from './csv';

describe('toCsv', () => {
  it('joins fields with commas and rows with CRLF', () => {
    expect(
      toCsv([
        ['ID', 'Date'],
        ['1', '2016'],
      ]),
    ).toBe('ID,Date\r\n1,2016\r\n');
  });

  it('quotes fields with a comma, a quote or a line break, doubling quotes', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', 'plain']])).toBe('"a,b","say ""hi""","two\nlines",plain\r\n');
  });

  it('takes another delimiter and line break, and can leave out the final one', () => {
    const rows = [
      ['a;b', 'a,b', 'tab\there'],
      ['1', '', '3'],
    ];
    expect(toCsv(rows, { delimiter: ';', lineBreak: '\n', finalLineBreak: false })).toBe('"a;b";a,b;tab\there\n1;;3');
    expect(toCsv(rows, { delimiter: '\t', lineBreak: '\n', finalLineBreak: false })).toBe(
      'a;b\ta,b\t"tab\there"\n1\t\t3',
    );
  });
});

describe('readCsvRows', () => {
  it.each([
    { text: '', delimiter: ',', rows: [] },
    {
      text: 'a,b\n1,2',
      delimiter: ',',
      rows: [
        ['a', 'b'],
        ['1', '2'],
      ],
    },
    {
      text: 'a,b\r\n1,2\r\n',
      delimiter: ',',
      rows: [
        ['a', 'b'],
        ['1', '2'],
      ],
    },
    { text: 'a,,\n', delimiter: ',', rows: [['a', '', '']] },
    { text: 'a,', delimiter: ',', rows: [['a', '']] },
    { text: '"x,""y""\nz",2', delimiter: ',', rows: [['x,"y"\nz', '2']] },
    { text: 'a;"b;c"\n', delimiter: ';', rows: [['a', 'b;c']] },
    {
      text: 'a\tb\n"c\td"\te',
      delimiter: '\t',
      rows: [
        ['a', 'b'],
        ['c\td', 'e'],
      ],
    },
    { text: '"unclosed', delimiter: ',', rows: [['unclosed']] },
  ])('reads $text', ({ text, delimiter, rows }) => {
    expect(readCsvRows(text, delimiter)).toEqual(rows);
  });

  it('reads what toCsv writes', () => {
    const rows = [
      ['id', 'note', 'empty'],
      ['1', 'say "hi", then\r\nleave', ''],
      ['2', '', 'x'],
    ];
    for (const delimiter of [',', ';', '\t'])
      expect(readCsvRows(toCsv(rows, { delimiter, lineBreak: '\n', finalLineBreak: false }), delimiter)).toEqual(rows);
  });

  it('stops after maxRows rows', () => {
    expect(readCsvRows('a\nb\nc\nd', ',', 2)).toEqual([['a'], ['b']]);
  });
});
