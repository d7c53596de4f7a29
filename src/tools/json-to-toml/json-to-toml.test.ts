import { nullsLeftOut } from '../../lib/formats/toml';
import { errorInEnglish, inEnglish } from '../../test/words';
import words from './locales/en.json';
import { describe, expect, it } from 'vitest';
import { convertJsonToToml } from './json-to-toml';

const convert = (json: string) => convertJsonToToml(json, undefined);
const toml = (...lines: string[]) => ({ ok: true, value: `${lines.join('\n')}\n` });

describe('convertJsonToToml', () => {
  it('converts the spec example', () => {
    const json =
      '{"name":"demo","version":"1.0.0","owner":{"name":"Tom","dob":"1979-05-27"},"ratio":0.5,"ints":[1,2,3],"mixed":{"a":{"b":{"c":true}}}}';
    expect(convert(json)).toEqual(
      toml(
        'name = "demo"',
        'version = "1.0.0"',
        'ratio = 0.5',
        'ints = [ 1, 2, 3 ]',
        '',
        '[owner]',
        'name = "Tom"',
        'dob = "1979-05-27"',
        '',
        '[mixed.a.b]',
        'c = true',
      ),
    );
  });

  it('converts the spec null example: the null is left out, with the notice', () => {
    expect(convert('{"a":null,"b":1}')).toEqual({ ok: true, value: 'b = 1\n', notes: [nullsLeftOut] });
    expect(inEnglish(nullsLeftOut)).toBe('null values were left out (TOML has no null)');
  });

  it('gives no notice when nothing was left out', () => {
    expect(convert('{"b":1}')).not.toHaveProperty('notes');
  });

  it('reads JSON5: comments, trailing commas, single quotes, unquoted keys', () => {
    expect(convert("{\n  // a comment\n  key: 'value',\n  list: [1, 2,],\n}")).toEqual(
      toml('key = "value"', 'list = [ 1, 2 ]'),
    );
    expect(convert("{ 'key with space': 1, // comment\n}")).toEqual(toml('"key with space" = 1'));
  });

  it.each([
    ['{"port": 8080}', 'port = 8080'],
    ['{"f": 1.0, "g": 2.50}', 'f = 1\ng = 2.5'],
    ['{"s": "tab\\there \\"q\\""}', 's = "tab\\there \\"q\\""'],
    ['{"key with space": 1}', '"key with space" = 1'],
    ['{"items": [{"a": 1}, {"a": 2}]}', '[[items]]\na = 1\n\n[[items]]\na = 2'],
    ['{"mixed": [1, "two", {"three": 3}]}', 'mixed = [ 1, "two", { three = 3 } ]'],
    ['{"empty": {}, "none": []}', 'none = []\n\n[empty]'],
  ])('writes %s as %j', (json, expected) => {
    expect(convert(json)).toEqual(toml(expected));
  });

  it('refuses a null inside an array', () => {
    expect(errorInEnglish(convert('{"a": [1, null]}'), words)).toBe('TOML cannot store null values inside arrays.');
  });

  it.each(['[1, 2]', '"text"', 'null', '3'])('refuses a top level that is not an object: %s', (json) => {
    expect(errorInEnglish(convert(json), words)).toBe(
      'The top level must be an object (a mapping) to convert to TOML.',
    );
  });

  it.each(['', ' \n '])('gives an empty output and no error for blank input %j', (json) => {
    expect(convert(json)).toEqual({ ok: true, value: '' });
  });

  it('reports a JSON syntax error with its position', () => {
    expect(errorInEnglish(convert('{"a": }'), words)).toBe("Invalid JSON: JSON5: invalid character '}' at 1:7");
  });
});
