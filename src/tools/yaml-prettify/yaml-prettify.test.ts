import { errorInEnglish } from '../../test/words';
import words from './locales/en.json';
import { describe, expect, it } from 'vitest';
import { defaultYamlPrettifyOptions, prettifyYaml, type YamlPrettifyOptions } from './yaml-prettify';

const prettify = (yaml: string, options: Partial<YamlPrettifyOptions> = {}) =>
  prettifyYaml(yaml, { ...defaultYamlPrettifyOptions, ...options });
const output = (yaml: string, options: Partial<YamlPrettifyOptions> = {}) => {
  const result = prettify(yaml, options);
  if (!result.ok) throw new Error(errorInEnglish(result, words) as string);
  return result.value;
};

describe('prettifyYaml — spec examples', () => {
  it('example 1: block style, values re-emitted, one final newline (defaults)', () => {
    const yaml = 'name: it-tools\nversion:   1.0\ntags: [a, b]\nnested: {x: 1, y: [true, null]}\n';
    expect(output(yaml)).toBe(
      [
        'name: it-tools',
        'version: 1',
        'tags:',
        '  - a',
        '  - b',
        'nested:',
        '  x: 1',
        '  y:',
        '    - true',
        '    - null',
        '',
      ].join('\n'),
    );
  });

  it('example 2: keys sorted, indent 4', () => {
    expect(output('b: 1\na:\n  d: 4\n  c: 3\n\n', { sortKeys: true, indentSize: 4 })).toBe(
      'a:\n    c: 3\n    d: 4\nb: 1\n',
    );
  });
});

describe('prettifyYaml — normalisation', () => {
  it.each([
    { yaml: 'a: 1.0', expected: 'a: 1\n' },
    { yaml: 'a: 0123', expected: 'a: 123\n' },
    { yaml: 'a: 1e3', expected: 'a: 1000\n' },
    { yaml: 'a: ~', expected: 'a: null\n' },
    { yaml: 'a: "123"', expected: 'a: "123"\n' },
    { yaml: "a: 'plain'", expected: 'a: plain\n' },
    { yaml: 'a: yes', expected: 'a: yes\n' },
    { yaml: '# a comment\na: 1 # another', expected: 'a: 1\n' },
    { yaml: '{"a": [1, {"b": null}]}', expected: 'a:\n  - 1\n  - b: null\n' },
  ])('$yaml → $expected', ({ yaml, expected }) => {
    expect(output(yaml)).toBe(expected);
  });

  it('keeps anchors and aliases, renamed', () => {
    expect(output('base: &base {x: 1}\ncopy: *base')).toBe('base: &a1\n  x: 1\ncopy: *a1\n');
  });

  it('folds long strings at 80 columns', () => {
    const words = Array.from({ length: 30 }, (_, index) => `word${index}`).join(' ');
    const lines = output(`text: ${words}`).split('\n');
    expect(lines.length).toBeGreaterThan(2);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(80);
  });

  it('sorts every mapping, recursively, keeping sequences in order', () => {
    expect(output('z: [{b: 1, a: 2}, 1]\na: {d: 1, c: 2}', { sortKeys: true })).toBe(
      'a:\n  c: 2\n  d: 1\nz:\n  - a: 2\n    b: 1\n  - 1\n',
    );
  });
});

describe('prettifyYaml — keep comments and formatting', () => {
  it('re-indents the document as written', () => {
    expect(output('# top\na:   1 # one\nb:\n     c: [1, 2]\n', { keepComments: true, indentSize: 4 })).toBe(
      '# top\na: 1 # one\nb:\n    c: [ 1, 2 ]\n',
    );
  });

  it('sorts mappings by code units, as when values are re-emitted', () => {
    expect(output('b: 1\nB: 2\na: 3', { keepComments: true, sortKeys: true })).toBe('B: 2\na: 3\nb: 1\n');
    expect(output('b: 1\nB: 2\na: 3', { sortKeys: true })).toBe('B: 2\na: 3\nb: 1\n');
  });

  it('sorts mappings when asked, comments travelling with their keys', () => {
    expect(output('b: 1 # bee\na: 2 # ay\n', { keepComments: true, sortKeys: true })).toBe('a: 2 # ay\nb: 1 # bee\n');
  });
});

describe('prettifyYaml — several documents', () => {
  it('refuses several documents unless asked', () => {
    const result = prettify('a: 1\n---\nb: 2');
    expect(result.ok).toBe(false);
  });

  it('prettifies each document when asked', () => {
    expect(output('a:   1\n---\nb: [x]', { multipleDocuments: true })).toBe('a: 1\n---\nb:\n  - x\n');
    expect(output('a: 1 # c\n---\nb: 2', { multipleDocuments: true, keepComments: true })).toBe(
      'a: 1 # c\n---\nb: 2\n',
    );
  });
});

describe('prettifyYaml — empty and invalid input', () => {
  it.each(['', '   ', '\n\n'])('gives empty output and no error for %j', (yaml) => {
    expect(prettify(yaml)).toEqual({ ok: true, value: '' });
  });

  it.each([
    { yaml: 'a: 1\na: 2', reason: 'Map keys must be unique at line 2, column 1' },
    { yaml: 'a:\n\tb: 1', reason: 'Tabs are not allowed as indentation at line 2, column 1' },
    { yaml: 'a: b: c', reason: 'Nested mappings are not allowed in compact mappings at line 1, column 4' },
  ])('refuses $yaml with the line and column', ({ yaml, reason }) => {
    for (const keepComments of [false, true])
      expect(errorInEnglish(prettify(yaml, { keepComments }), words)).toBe(`Provided YAML is not valid. ${reason}`);
  });

  it('refuses an alias bomb instead of expanding it', () => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]']
      .concat(
        Array.from({ length: 8 }, (_, index) => {
          const name = String.fromCharCode(98 + index);
          const previous = String.fromCharCode(97 + index);
          return `${name}: &${name} [${Array(9).fill(`*${previous}`).join(',')}]`;
        }),
      )
      .join('\n');
    expect(prettify(bomb).ok).toBe(false);
  });

  it('does not throw on hostile input', () => {
    for (const yaml of ['\uD800', '\0\u0001', '<script>alert(1)</script>', 'a: 1e309', `a: ${'9'.repeat(400)}`])
      expect(() => prettify(yaml)).not.toThrow();
  });
});
