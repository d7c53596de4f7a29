import { describe, expect, it } from 'vitest';
import { parseJson } from './parse-json';

describe('parseJson', () => {
  it.each([
    { input: '{"a": [1, 2]}', expected: { a: [1, 2] } },
    { input: 'null', expected: null },
    { input: 'false', expected: false },
    { input: "{unquoted: 'single', trailing: [1,],}", expected: { unquoted: 'single', trailing: [1] } },
    { input: '// comment\n0x10', expected: 16 },
  ])('parses $input', ({ input, expected }) => {
    expect(parseJson(input)).toEqual({ ok: true, value: expected });
  });

  it("gives the parser's message and the position", () => {
    expect(parseJson('[1 2]')).toEqual({
      ok: false,
      error: {
        message: "JSON5: invalid character '2' at 1:4",
        position: { line: 1, column: 4 },
        kind: { code: 'common.parser.json.unexpectedCharacter', values: { character: '2', line: 1, column: 4 } },
      },
    });
  });

  it('reports the end of input', () => {
    expect(parseJson('{"a": 1')).toEqual({
      ok: false,
      error: {
        message: 'JSON5: invalid end of input at 1:8',
        position: { line: 1, column: 8 },
        kind: { code: 'common.parser.json.unexpectedEnd', values: { line: 1, column: 8 } },
      },
    });
  });

  it('counts lines', () => {
    const result = parseJson('{\n  "a": 1\n  "b": 2\n}');
    expect(result.ok || result.error.position).toEqual({ line: 3, column: 3 });
  });

  it('names an unquoted key with a bad escaped character as such', () => {
    const result = parseJson('{a\\u0021: 1}');
    expect(result.ok || result.error.kind).toEqual({
      code: 'common.parser.json.invalidKeyCharacter',
      values: { line: 1, column: 3 },
    });
  });
});
