import { describe, expect, it } from 'vitest';
import { convertJsonToYaml } from './json-to-yaml-converter';

const convert = (json: string) => convertJsonToYaml(json, undefined);
const yaml = (...lines: string[]) => ({ ok: true, value: { output: `${lines.join('\n')}\n` } });

describe('convertJsonToYaml', () => {
  it.each([
    [
      '{"name":"it-tools","tags":["dev","tools"],"nested":{"a":1,"b":null},"ok":true}',
      yaml('name: it-tools', 'tags:', '  - dev', '  - tools', 'nested:', '  a: 1', '  b: null', 'ok: true'),
    ],
    ['[1, "two", {"three": 3}]', yaml('- 1', '- two', '- three: 3')],
    ['{"m":"line1\\nline2","s":"yes"}', yaml('m: |-', '  line1', '  line2', 's: yes')],
    ['{"list": [], "map": {}}', yaml('list: []', 'map: {}')],
  ])('converts the spec example %s', (json, expected) => {
    expect(convert(json)).toEqual(expected);
  });

  it('reads JSON5: comments, trailing commas, single quotes, unquoted keys', () => {
    expect(convert("{\n  // a comment\n  key: 'value',\n  list: [1, 2,],\n}")).toEqual(
      yaml('key: value', 'list:', '  - 1', '  - 2'),
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
    expect(convert(json)).toEqual({ ok: true, value: { output: '' } });
  });

  it('reports a syntax error with its position', () => {
    expect(convert('{"a": }')).toEqual({ ok: false, error: "Invalid JSON: JSON5: invalid character '}' at 1:7" });
  });
});
