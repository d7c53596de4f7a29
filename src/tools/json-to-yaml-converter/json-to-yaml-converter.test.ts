import { describe, expect, it } from 'vitest';
import { errorInEnglish } from '../../test/words';
import { convertJsonToYaml } from './json-to-yaml-converter';

// The spec's examples run as data (operations.ts, src/tools/operations.test.ts); these are the rest.
const convert = (json: string) => convertJsonToYaml(json, undefined);
const yaml = (...lines: string[]) => ({ ok: true, value: `${lines.join('\n')}\n` });

describe('convertJsonToYaml', () => {
  it('writes empty lists and maps inline', () => {
    expect(convert('{"list": [], "map": {}}')).toEqual(yaml('list: []', 'map: {}'));
  });

  it('reads JSON5: comments, trailing commas, single quotes, unquoted keys', () => {
    expect(convert("{\n  // a comment\n  key: 'value',\n  list: [1, 2,],\n}")).toEqual(
      yaml('key: value', 'list:', '  - 1', '  - 2'),
    );
    expect(convert("{ m: 'line1\\nline2', s: 'yes', // comment\n}")).toEqual(
      yaml('m: |-', '  line1', '  line2', 's: yes'),
    );
  });

  it.each([
    ['{"n": "12"}', 'n: "12"'],
    ['{"b": "true"}', 'b: "true"'],
    ['{"z": "null"}', 'z: "null"'],
    ['{"e": ""}', 'e: ""'],
    ['{"c": "a: b"}', 'c: "a: b"'],
  ])('quotes a string only when it would read as something else: %s', (json, line) => {
    expect(convert(json)).toEqual(yaml(line));
  });

  it('keeps a long string on one line', () => {
    const long = 'word '.repeat(40).trim();
    expect(convert(JSON.stringify({ long }))).toEqual(yaml(`long: ${long}`));
  });

  it.each(['', '  \n '])('gives an empty output for blank input %j', (json) => {
    expect(convert(json)).toEqual({ ok: true, value: '' });
  });

  it('reports a syntax error with its position', () => {
    expect(errorInEnglish(convert('{"a": }'))).toBe("Invalid JSON: JSON5: invalid character '}' at 1:7");
  });
});
