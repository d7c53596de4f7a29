import { errorInEnglish } from '../../test/words';
import words from './locales/en.json';
import { describe, expect, it } from 'vitest';
import { convertTomlToJson } from './toml-to-json';

const convert = (toml: string) => convertTomlToJson(toml, undefined);
const json = (value: unknown) => ({ ok: true, value: JSON.stringify(value, null, 2) });

describe('convertTomlToJson', () => {
  it('converts the first spec example with 2-space indentation, keys in order', () => {
    expect(convert('name = "it-tools"\nport = 8080\n[server]\nhost = "localhost"')).toEqual({
      ok: true,
      value: '{\n  "name": "it-tools",\n  "port": 8080,\n  "server": {\n    "host": "localhost"\n  }\n}',
    });
  });

  it('converts the second spec example: an offset date-time keeps its offset, a local time stays local', () => {
    expect(convert('dob = 1979-05-27T07:32:00-08:00\nlt = 07:32:00')).toEqual({
      ok: true,
      value: '{\n  "dob": "1979-05-27T07:32:00.000-08:00",\n  "lt": "07:32:00.000"\n}',
    });
  });

  it('writes local dates and local date-times as written', () => {
    expect(convert('ld = 1979-05-27\nldt = 1979-05-27T07:32:00')).toEqual(
      json({ ld: '1979-05-27', ldt: '1979-05-27T07:32:00.000' }),
    );
  });

  it('reads TOML 1.0: a local time followed by a local date-time, dotted keys, arrays of tables', () => {
    const toml =
      't = 07:32:00\ndt = 1979-05-27T00:32:00\nsite."google.com" = true\n[[fruit]]\nname = "apple"\n[[fruit]]\nname = "banana"';
    expect(convert(toml)).toEqual(
      json({
        t: '07:32:00.000',
        dt: '1979-05-27T00:32:00.000',
        site: { 'google.com': true },
        fruit: [{ name: 'apple' }, { name: 'banana' }],
      }),
    );
  });

  it.each([
    ['a = ', 'Invalid TOML: Invalid TOML document: invalid value (line 1, column 5)'],
    [
      'a = 1\na = 2',
      'Invalid TOML: Invalid TOML document: trying to redefine an already defined table or value (line 2, column 1)',
    ],
    [
      'n = 9007199254740993',
      'Invalid TOML: Invalid TOML document: integer value cannot be represented losslessly (line 1, column 5)',
    ],
  ])('reports the parse error of %j with its line and column', (toml, error) => {
    expect(errorInEnglish(convert(toml), words)).toBe(error);
  });

  it.each(['', '  \n\t'])('gives an empty output and no error for blank input %j', (toml) => {
    expect(convert(toml)).toEqual({ ok: true, value: '' });
  });

  it('gives an empty object for a document of comments only', () => {
    expect(convert('# nothing here')).toEqual({ ok: true, value: '{}' });
  });
});
