import { errorInEnglish, inEnglish, inLanguage } from '../../test/words';
import de from './locales/de.json';
import words from './locales/en.json';
import { describe, expect, it } from 'vitest';
import { sizeSummary } from '../../lib/size-summary';
import { defaultJsonMinifyInput, minifyJson } from './json-minify';

const invalidJsonMessage = 'Provided JSON is not valid.';
/** The size note under the output, as the page words it. */
const summaryOf = (result: ReturnType<typeof minifyJson>) =>
  result.ok ? result.notes?.map((note) => inEnglish(note, words)) : undefined;

const minified = (input: string) => {
  const result = minifyJson(input, undefined);
  return result.ok ? result.value : undefined;
};

describe('minifyJson — spec examples', () => {
  it('example 1: the default, tab-indented input', () => {
    expect(defaultJsonMinifyInput).toBe('{\n\t"hello": [\n\t\t"world"\n\t]\n}');
    const result = minifyJson(defaultJsonMinifyInput, undefined);
    expect(result.ok && result.value).toBe('{"hello":["world"]}');
    expect(summaryOf(result)).toEqual(['28 B → 19 B, −32 %']);
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
    { input: '{"b": "  x  ", "a": 2.50}', expected: '{"b":"  x  ","a":2.5}', why: 'keeps key order and string spaces' },
    { input: '[ 1, { "a" : true } ]', expected: '[1,{"a":true}]', why: 'drops spaces between tokens' },
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
    expect(minifyJson(input, undefined)).toEqual({ ok: true, value: '' });
  });

  it.each(['{', 'hello', '{"a": }', '[1, 2', '{"a": 1} trailing'])('rejects %j with the spec message', (input) => {
    expect(errorInEnglish(minifyJson(input, undefined), words)).toBe(invalidJsonMessage);
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
    expect(inEnglish({ code: 'notes.sizes', values: sizeSummary(before, after) }, words)).toBe(expected);
  });

  it('counts UTF-8 bytes, not characters', () => {
    const result = minifyJson('[ "é" ]', undefined);
    expect(result.ok && result.value).toBe('["é"]');
    expect(summaryOf(result)).toEqual(['8 B → 6 B, −25 %']);
  });

  it('writes the sizes as the language writes numbers', () => {
    const note = { code: 'notes.sizes', values: sizeSummary(2_097_152, 1_572_864) };
    expect(inLanguage('de', note, words, de)).toBe('2 MB → 1,5 MB, −25 %');
    expect(inEnglish({ code: 'notes.sizes', values: sizeSummary(1023, 1023) }, words)).toBe('1023 B → 1023 B, 0 %');
  });
});
