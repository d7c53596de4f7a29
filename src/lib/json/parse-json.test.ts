import { describe, expect, it } from 'vitest';
import { parseJson } from './parse-json';

describe('parseJson', () => {
  it.each([
    { input: '{"a": [1, 2]}', expected: { a: [1, 2] } },
    { input: 'null', expected: null },
    { input: "{unquoted: 'single', trailing: [1,],}", expected: { unquoted: 'single', trailing: [1] } },
    { input: '// comment\n0x10', expected: 16 },
  ])('parses $input', ({ input, expected }) => {
    expect(parseJson(input)).toEqual({ ok: true, value: expected });
  });

  it('gives the JSON5 message without its prefix, and the position', () => {
    expect(parseJson('[1 2]')).toEqual({
      ok: false,
      detail: "invalid character '2' at 1:4",
      position: { line: 1, column: 4 },
    });
  });

  it('reports the end of input', () => {
    expect(parseJson('{"a": 1')).toEqual({
      ok: false,
      detail: 'invalid end of input at 1:8',
      position: { line: 1, column: 8 },
    });
  });
});
