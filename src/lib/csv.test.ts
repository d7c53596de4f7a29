import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

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
});
