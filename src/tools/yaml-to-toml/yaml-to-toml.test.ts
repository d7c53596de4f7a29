import { errorInEnglish } from '../../test/words';
import words from './locales/en.json';
import { nullsLeftOut } from '../../lib/formats/toml';
import { describe, expect, it } from 'vitest';
import { convertYamlToToml } from './yaml-to-toml';

const convert = (yaml: string) => convertYamlToToml(yaml, undefined);
const toml = (...lines: string[]) => ({ ok: true, value: `${lines.join('\n')}\n` });

describe('convertYamlToToml', () => {
  it('converts the spec example', () => {
    const yaml = [
      'title: My app',
      'server:',
      '  host: 0.0.0.0',
      '  port: 8080',
      '  tls: false',
      'databases:',
      '  - name: main',
      '    size: 10',
      '  - name: cache',
      '    size: 2',
    ].join('\n');
    expect(convert(yaml)).toEqual(
      toml(
        'title = "My app"',
        '',
        '[server]',
        'host = "0.0.0.0"',
        'port = 8080',
        'tls = false',
        '',
        '[[databases]]',
        'name = "main"',
        'size = 10',
        '',
        '[[databases]]',
        'name = "cache"',
        'size = 2',
      ),
    );
  });

  it.each([
    ['port: 8080', 'port = 8080'],
    ['ratio: 0.5\nwhole: 1.0', 'ratio = 0.5\nwhole = 1'],
    ['list: [1, 2, 3]', 'list = [ 1, 2, 3 ]'],
    ['key with space: 1', '"key with space" = 1'],
    ['date: 2024-01-31\nversion: "1.0"', 'date = "2024-01-31"\nversion = "1.0"'],
    ['multi: |\n  line1\n  line2', 'multi = "line1\\nline2\\n"'],
    ['a:\n  b:\n    c: true', '[a.b]\nc = true'],
  ])('writes %j as %j', (yaml, expected) => {
    expect(convert(yaml)).toEqual(toml(expected));
  });

  it('expands anchors and merge keys', () => {
    expect(convert('base: &b\n  port: 5432\nprod:\n  <<: *b\n  host: db')).toEqual(
      toml('[base]', 'port = 5432', '', '[prod]', 'port = 5432', 'host = "db"'),
    );
  });

  it('leaves null values out with a notice', () => {
    expect(convert('a: null\nb: 1\nc: ~\nd:')).toEqual({ ok: true, value: 'b = 1\n', notes: [nullsLeftOut] });
  });

  it('refuses a null inside a list', () => {
    expect(errorInEnglish(convert('list: [1, null]'), words)).toBe('TOML cannot store null values inside arrays.');
  });

  it.each(['- a\n- b', 'just text', '42'])('refuses a top level that is not a mapping: %j', (yaml) => {
    expect(errorInEnglish(convert(yaml), words)).toBe(
      'The top level must be an object (a mapping) to convert to TOML.',
    );
  });

  it.each(['', '  \n\t '])('gives an empty output and no error for blank input %j', (yaml) => {
    expect(convert(yaml)).toEqual({ ok: true, value: '' });
  });

  it('reports a YAML syntax error with its position', () => {
    expect(errorInEnglish(convert('a: b: c'), words)).toBe(
      'Invalid YAML: Nested mappings are not allowed in compact mappings at line 1, column 4',
    );
  });
});
