import { errorInEnglish } from '../../test/words';
import words from './locales/en.json';
import { describe, expect, it } from 'vitest';
import { convertTomlToYaml } from './toml-to-yaml';

const convert = (toml: string) => convertTomlToYaml(toml, undefined);
const yaml = (...lines: string[]) => ({ ok: true, value: `${lines.join('\n')}\n` });

describe('convertTomlToYaml', () => {
  it('converts the spec example', () => {
    const toml = [
      '# Example',
      'title = "TOML Example"',
      '',
      '[owner]',
      'name = "Tom Preston-Werner"',
      '',
      '[database]',
      'enabled = true',
      'ports = [ 8000, 8001, 8002 ]',
      'temp_targets = { cpu = 79.5, case = 72.0 }',
    ].join('\n');
    expect(convert(toml)).toEqual(
      yaml(
        'title: TOML Example',
        'owner:',
        '  name: Tom Preston-Werner',
        'database:',
        '  enabled: true',
        '  ports:',
        '    - 8000',
        '    - 8001',
        '    - 8002',
        '  temp_targets:',
        '    cpu: 79.5',
        '    case: 72',
      ),
    );
  });

  it('writes dates and times as ISO strings, offsets kept', () => {
    expect(convert('dob = 1979-05-27T07:32:00-08:00\nld = 1979-05-27\nlt = 07:32:00')).toEqual(
      yaml('dob: 1979-05-27T07:32:00.000-08:00', 'ld: 1979-05-27', 'lt: 07:32:00.000'),
    );
  });

  it.each([
    ['s = "12"', 's: "12"'],
    ['s = "true"', 's: "true"'],
    ['s = ""', 's: ""'],
    ['m = "line1\\nline2"', 'm: |-\n  line1\n  line2'],
    ['e = []\nt = {}', 'e: []\nt: {}'],
    ['f = inf\nn = nan', 'f: .inf\nn: .nan'],
  ])('writes %j as %j', (toml, expected) => {
    expect(convert(toml)).toEqual(yaml(expected));
  });

  it('writes arrays of tables as lists of mappings', () => {
    expect(convert('[[fruit]]\nname = "apple"\n[[fruit]]\nname = "banana"')).toEqual(
      yaml('fruit:', '  - name: apple', '  - name: banana'),
    );
  });

  it('reports TOML errors as /toml-to-json does', () => {
    expect(errorInEnglish(convert('a = '), words)).toBe(
      'Invalid TOML: Invalid TOML document: invalid value (line 1, column 5)',
    );
  });

  it.each(['', ' \n '])('gives an empty output and no error for blank input %j', (toml) => {
    expect(convert(toml)).toEqual({ ok: true, value: '' });
  });
});
