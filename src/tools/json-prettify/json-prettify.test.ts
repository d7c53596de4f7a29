import { describe, expect, it } from 'vitest';
import {
  clampIndentSize,
  defaultJsonPrettifyInput,
  defaultJsonPrettifyOptions,
  invalidJson,
  prettifyJson,
} from './json-prettify';
import { inEnglish, inLanguage } from '../../test/words';
import de from './locales/de.json';
import words from './locales/en.json';

const sorted = (indentSize: number) => ({ sortKeys: true, indentSize });
const unsorted = (indentSize: number) => ({ sortKeys: false, indentSize });

describe('defaults', () => {
  it('match the spec', () => {
    expect(defaultJsonPrettifyInput).toBe('{"hello": "world", "foo": "bar"}');
    expect(defaultJsonPrettifyOptions).toEqual({ sortKeys: true, indentSize: 3 });
  });
});

describe('prettifyJson — values', () => {
  it.each([
    { input: '{"n": 0x1F}', expected: '{"n":31}' },
    { input: '{"n": .5}', expected: '{"n":0.5}' },
    { input: '{"n": +1}', expected: '{"n":1}' },
    { input: '{"n": Infinity}', expected: '{"n":null}' },
    { input: '{"n": -Infinity}', expected: '{"n":null}' },
    { input: '{"n": NaN}', expected: '{"n":null}' },
    { input: '[1, /* two */ 2,]', expected: '[1,2]' },
    { input: '{"n": 12345678901234567890}', expected: '{"n":12345678901234567000}' },
  ])('converts $input to $expected', ({ input, expected }) => {
    expect(prettifyJson(input, sorted(0))).toEqual({ ok: true, value: expected });
  });

  it.each(['null', 'false', 'true', '0', '""', '[]', '{}', '-1.5e3', '"text"'])(
    'accepts the valid JSON text %s',
    (input) => {
      expect(prettifyJson(input, sorted(3))).toEqual({ ok: true, value: JSON.stringify(JSON.parse(input)) });
    },
  );

  it('accepts surrounding whitespace', () => {
    expect(prettifyJson('\n  {"a": 1}  \n', sorted(0))).toEqual({ ok: true, value: '{"a":1}' });
  });
});

describe('prettifyJson — key order', () => {
  it('sorts nested objects, including objects inside arrays, and keeps array order', () => {
    const input = '{"z": [{"d": 1, "c": {"y": 2, "x": 3}}, 2, 1], "a": {"b": 1, "a": 2}}';
    expect(prettifyJson(input, sorted(0))).toEqual({
      ok: true,
      value: '{"a":{"a":2,"b":1},"z":[{"c":{"x":3,"y":2},"d":1},2,1]}',
    });
  });

  it('sorts with localeCompare, not by code unit', () => {
    expect(prettifyJson('{"b": 1, "B": 2, "a": 3}', sorted(0))).toEqual({ ok: true, value: '{"a":3,"b":1,"B":2}' });
  });

  it.each([sorted(0), unsorted(0)])('puts index-like keys first in numeric order (sortKeys: $sortKeys)', (options) => {
    const result = prettifyJson('{"b": 1, "10": 2, "a": 3, "9": 4}', options);
    const expected = options.sortKeys ? '{"9":4,"10":2,"a":3,"b":1}' : '{"9":4,"10":2,"b":1,"a":3}';
    expect(result).toEqual({ ok: true, value: expected });
  });

  it('keeps a "__proto__" key as data when sorting', () => {
    expect(prettifyJson('{"b": 1, "__proto__": {"x": 1}}', sorted(0))).toEqual({
      ok: true,
      value: '{"__proto__":{"x":1},"b":1}',
    });
  });
});

describe('prettifyJson — indent size', () => {
  it.each([
    { indentSize: 1, expected: '{\n "a": 1\n}' },
    { indentSize: 10, expected: `{\n${' '.repeat(10)}"a": 1\n}` },
    { indentSize: 25, expected: `{\n${' '.repeat(10)}"a": 1\n}` },
    { indentSize: -4, expected: '{"a":1}' },
  ])('indent $indentSize', ({ indentSize, expected }) => {
    expect(prettifyJson('{"a": 1}', sorted(indentSize))).toEqual({ ok: true, value: expected });
  });

  it.each([
    { indentSize: 0, expected: 0 },
    { indentSize: 2.7, expected: 2 },
    { indentSize: 11, expected: 10 },
    { indentSize: Infinity, expected: 10 },
    { indentSize: -1, expected: 0 },
    { indentSize: Number.NaN, expected: 3 },
  ])('clampIndentSize($indentSize) = $expected', ({ indentSize, expected }) => {
    expect(clampIndentSize(indentSize)).toBe(expected);
  });
});

describe('prettifyJson — empty and invalid input', () => {
  it.each(['', '   ', '\n\t\n'])('gives empty output and no error for %j', (input) => {
    expect(prettifyJson(input, sorted(3))).toEqual({ ok: true, value: '' });
  });

  it("reports the parser's message with line and column", () => {
    expect(prettifyJson('{"a": 1,, }', sorted(3))).toEqual({
      ok: false,
      error: {
        message: "JSON5: invalid character ',' at 1:9",
        position: { line: 1, column: 9 },
        kind: { code: 'common.parser.json.unexpectedCharacter', values: { character: ',', line: 1, column: 9 } },
      },
    });
  });

  it('reports the line and column on a later line', () => {
    const result = prettifyJson('{\n  "a": 1\n  "b": 2\n}', sorted(3));
    expect(result).toMatchObject({ ok: false, error: { position: { line: 3, column: 3 } } });
  });

  it.each(['{', 'hello', '{"a": }', '[1, 2', "{'a': 1} trailing"])('rejects %j', (input) => {
    expect(prettifyJson(input, sorted(3)).ok).toBe(false);
  });

  it('words the error as the spec does, what is wrong and where as the hint, in every language', () => {
    const result = prettifyJson('{"a": 1,, }', sorted(3));
    if (result.ok) expect.fail('not refused');
    const invalid = invalidJson(result.error);
    expect(inEnglish(invalid, words)).toBe('Provided JSON is not valid.');
    expect(invalid.hint && inEnglish(invalid.hint, words)).toBe("Unexpected character ',' at line 1, column 9");
    expect(invalid.hint && inLanguage('de', invalid.hint, words, de)).toBe(
      'unerwartetes Zeichen „,“ in Zeile 1, Spalte 9',
    );
    expect(invalidJson({ message: 'Maximum call stack size exceeded' })).toEqual({
      code: 'common.errors.jsonNotValid',
    });
  });
});

describe('prettifyJson — extreme input', () => {
  it('returns an error instead of throwing when nesting exhausts the stack', () => {
    const depth = 100_000;
    const input = '['.repeat(depth) + ']'.repeat(depth);
    expect(prettifyJson(input, sorted(0)).ok).toBe(false);
  });

  it('formats a megabyte of JSON', () => {
    const items = Array.from({ length: 20_000 }, (_, id) => ({ name: `item ${id}`, id, tags: ['a', 'b'] }));
    const result = prettifyJson(JSON.stringify(items), sorted(2));
    expect(result.ok && JSON.parse(result.value)[19_999]).toEqual({ id: 19_999, name: 'item 19999', tags: ['a', 'b'] });
  });
});
