import { describe, expect, it } from 'vitest';
import { defaultJsonMinifyInput, invalidJsonMessage, minifyJson, sizeSummary } from './json-minify';

const minified = (input: string) => {
  const result = minifyJson(input, undefined);
  return result.ok ? result.value.output : undefined;
};

describe('minifyJson — spec examples', () => {
  it('example 1: the default, tab-indented input', () => {
    expect(defaultJsonMinifyInput).toBe('{\n\t"hello": [\n\t\t"world"\n\t]\n}');
    expect(minifyJson(defaultJsonMinifyInput, undefined)).toEqual({
      ok: true,
      value: { output: '{"hello":["world"]}', summary: '28 B → 19 B, −32 %' },
    });
  });

  it('example 2: JSON5 (comment, unquoted key, single quotes, trailing commas)', () => {
    expect(minified("// comment\n{ unquoted: 'single', trailing: [1,2,], }")).toBe(
      '{"unquoted":"single","trailing":[1,2]}',
    );
  });
});

describe('minifyJson — values', () => {
  it.each([
    { input: '{ "b": 1,\n  "a": 2 }', expected: '{"b":1,"a":2}', why: 'keeps key order' },
    {
      input: '{"text": "  two  spaces\\t"}',
      expected: '{"text":"  two  spaces\\t"}',
      why: 'keeps whitespace in strings',
    },
    { input: '"\\u00e9"', expected: '"é"', why: 'decodes unicode escapes' },
    { input: '"a\\/b"', expected: '"a/b"', why: 'decodes an escaped slash' },
    { input: '[2.50, 3e2, -0.0]', expected: '[2.5,300,0]', why: 'normalises numbers' },
    {
      input: '{"n": 0x1F, "m": .5, "i": Infinity}',
      expected: '{"n":31,"m":0.5,"i":null}',
      why: 'converts JSON5 numbers',
    },
  ])('$why', ({ input, expected }) => {
    expect(minified(input)).toBe(expected);
  });

  it.each(['null', 'false', 'true', '0', '""', '[]', '{}'])('accepts the valid JSON text %s', (input) => {
    expect(minified(`  ${input}\n`)).toBe(input);
  });
});

describe('minifyJson — empty and invalid input', () => {
  it.each(['', '   ', '\n\t\n'])('gives empty output and no error for %j', (input) => {
    expect(minifyJson(input, undefined)).toEqual({ ok: true, value: { output: '' } });
  });

  it.each(['{', 'hello', '{"a": }', '[1, 2', '{"a": 1} trailing'])('rejects %j with the spec message', (input) => {
    expect(minifyJson(input, undefined)).toEqual({ ok: false, error: invalidJsonMessage });
  });

  it('has the spec message', () => {
    expect(invalidJsonMessage).toBe('Provided JSON is not valid.');
  });

  it('returns an error instead of throwing when nesting exhausts the stack', () => {
    const depth = 100_000;
    expect(minifyJson('['.repeat(depth) + ']'.repeat(depth), undefined).ok).toBe(false);
  });

  it('minifies 2 MB of JSON', () => {
    const items = Array.from({ length: 38_000 }, (_, id) => ({ active: id % 2 === 0, id, name: `item number ${id}` }));
    expect(minified(JSON.stringify(items, null, 2))).toBe(JSON.stringify(items));
  });
});

describe('sizeSummary', () => {
  it.each([
    { before: 28, after: 19, expected: '28 B → 19 B, −32 %' },
    { before: 10, after: 10, expected: '10 B → 10 B, 0 %' },
    { before: 2, after: 4, expected: '2 B → 4 B, +100 %' },
    { before: 2_097_152, after: 1_572_864, expected: '2 MB → 1.5 MB, −25 %' },
    { before: 0, after: 0, expected: '0 B → 0 B, 0 %' },
  ])('$before → $after', ({ before, after, expected }) => {
    expect(sizeSummary(before, after)).toBe(expected);
  });

  it('counts UTF-8 bytes, not characters', () => {
    const result = minifyJson('[ "é" ]', undefined);
    expect(result).toEqual({ ok: true, value: { output: '["é"]', summary: '8 B → 6 B, −25 %' } });
  });
});
