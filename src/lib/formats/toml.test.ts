import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { inEnglish, thrownInEnglish } from '../../test/words';
import { nullsLeftOut, readToml, writeToml } from './toml';

const toml = (...lines: string[]) => `${lines.join('\n')}\n`;

describe('readToml', () => {
  it('reads tables, arrays and inline tables into plain values, keys in order', () => {
    expect(
      readToml('name = "it-tools"\nport = 8080\n[server]\nhost = "localhost"\nports = [ 1, 2 ]\nt = { a = 1.5 }'),
    ).toEqual({
      name: 'it-tools',
      port: 8080,
      server: { host: 'localhost', ports: [1, 2], t: { a: 1.5 } },
    });
  });

  it.each([
    ['odt = 1979-05-27T07:32:00-08:00', '1979-05-27T07:32:00.000-08:00'],
    ['odt = 1979-05-27T07:32:00Z', '1979-05-27T07:32:00.000Z'],
    ['odt = 1979-05-27 07:32:00.5+05:30', '1979-05-27T07:32:00.500+05:30'],
    ['odt = 1979-05-27T07:32:00', '1979-05-27T07:32:00.000'],
    ['odt = 1979-05-27', '1979-05-27'],
    ['odt = 07:32:00', '07:32:00.000'],
  ])('turns the date or time in %j into the ISO string %j', (text, iso) => {
    expect(readToml(text)).toEqual({ odt: iso });
  });

  it('turns dates inside arrays and arrays of tables into strings', () => {
    expect(readToml('d = [ 1979-05-27 ]\n[[x]]\nt = 07:32:00')).toEqual({
      d: ['1979-05-27'],
      x: [{ t: '07:32:00.000' }],
    });
  });

  it('reads a local time followed by a local date-time (TOML 1.0)', () => {
    expect(readToml('t = 07:32:00\ndt = 1979-05-27T00:32:00')).toEqual({
      t: '07:32:00.000',
      dt: '1979-05-27T00:32:00.000',
    });
  });

  it.each([
    ['a = ', 'Invalid TOML: Invalid TOML document: invalid value (line 1, column 5)'],
    [
      'a = 1\na = 2',
      'Invalid TOML: Invalid TOML document: trying to redefine an already defined table or value (line 2, column 1)',
    ],
    ['x = "abc', 'Invalid TOML: Invalid TOML document: unfinished string (line 1, column 5)'],
    [
      'big = 12345678901234567890',
      'Invalid TOML: Invalid TOML document: integer value cannot be represented losslessly (line 1, column 7)',
    ],
  ])('reports %j as a ConversionError with its position', (text, message) => {
    expect(thrownInEnglish(() => readToml(text))).toBe(message);
  });
});

describe('writeToml', () => {
  it('writes the /yaml-to-toml spec example: plain keys, then [table] and [[array]] blocks', () => {
    const value = {
      title: 'My app',
      server: { host: '0.0.0.0', port: 8080, tls: false },
      databases: [
        { name: 'main', size: 10 },
        { name: 'cache', size: 2 },
      ],
    };
    expect(writeToml(value)).toEqual({
      output: toml(
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
    });
  });

  it('puts plain keys before sub-tables and skips headers of tables holding only tables', () => {
    const value = {
      name: 'demo',
      owner: { name: 'Tom' },
      ratio: 0.5,
      ints: [1, 2, 3],
      mixed: { a: { b: { c: true } } },
    };
    expect(writeToml(value).output).toBe(
      toml(
        'name = "demo"',
        'ratio = 0.5',
        'ints = [ 1, 2, 3 ]',
        '',
        '[owner]',
        'name = "Tom"',
        '',
        '[mixed.a.b]',
        'c = true',
      ),
    );
  });

  it('writes a blank line before every header, also inside arrays of tables', () => {
    const value = { a: [{ b: { c: 1 } }, { b: { c: 2 }, d: [{ e: 1 }] }] };
    expect(writeToml(value).output).toBe(
      toml('[[a]]', '', '[a.b]', 'c = 1', '', '[[a]]', '', '[a.b]', 'c = 2', '', '[[a.d]]', 'e = 1'),
    );
  });

  it('keeps empty tables and empty array-of-table items as bare headers', () => {
    expect(writeToml({ e: {}, l: [{}, {}] }).output).toBe(toml('[e]', '', '[[l]]', '', '[[l]]'));
  });

  it.each([
    [{ port: 8080 }, 'port = 8080'],
    [{ n: -42 }, 'n = -42'],
    [{ f: 0.5 }, 'f = 0.5'],
    [{ f: 1.0 }, 'f = 1'],
    [{ f: 1e-7 }, 'f = 1e-7'],
    [{ f: 1.5e300 }, 'f = 1.5e+300'],
    [{ big: 2 ** 60 }, 'big = 1152921504606846976.0'],
    [{ x: NaN, y: Infinity, z: -Infinity }, 'x = nan\ny = inf\nz = -inf'],
    [{ b: true, c: false }, 'b = true\nc = false'],
    [{ s: 'say "hi"\n\ttab\\' }, 's = "say \\"hi\\"\\n\\ttab\\\\"'],
    [{ s: 'del\x7f nul\0' }, 's = "del\\u007f nul\\u0000"'],
    [{ s: 'lone \ud800 😀' }, 's = "lone \ufffd 😀"'],
    [{ s: 'été ✓' }, 's = "été ✓"'],
    [{ 'key with space': 1 }, '"key with space" = 1'],
    [{ 'dotted.key': 1, '': 2, 'bare_key-1': 3 }, '"dotted.key" = 1\n"" = 2\nbare_key-1 = 3'],
    [{ empty: [] }, 'empty = []'],
    [{ nested: [[1, 2], ['a']] }, 'nested = [ [ 1, 2 ], [ "a" ] ]'],
    [{ mixed: [1, { a: 1, b: [true] }, {}] }, 'mixed = [ 1, { a = 1, b = [ true ] }, {} ]'],
  ])('writes %j as %j', (value, expected) => {
    expect(writeToml(value)).toEqual({ output: `${expected}\n` });
  });

  it('quotes keys in table headers when they are not bare', () => {
    expect(writeToml({ 'my table': { 'a b': { c: 1 } }, 'list.x': [{ d: 1 }] }).output).toBe(
      toml('["my table"."a b"]', 'c = 1', '', '[["list.x"]]', 'd = 1'),
    );
  });

  it('leaves null values in mappings out, with the notice', () => {
    expect(writeToml({ a: null, b: 1 })).toEqual({ output: 'b = 1\n', notes: [nullsLeftOut] });
    expect(writeToml({ t: { x: null, y: [{ z: 1, w: null }] } })).toEqual({
      output: toml('[[t.y]]', 'z = 1'),
      notes: [nullsLeftOut],
    });
    expect(writeToml({ m: [1, { a: null }] })).toEqual({ output: 'm = [ 1, {} ]\n', notes: [nullsLeftOut] });
    expect(writeToml({ a: null })).toEqual({ output: '', notes: [nullsLeftOut] });
    expect(inEnglish(nullsLeftOut)).toBe('null values were left out (TOML has no null)');
  });

  it.each([[{ a: [1, null] }], [{ a: [[null]] }], [{ a: [{ b: [null] }] }]])(
    'refuses a null inside an array: %j',
    (value) => {
      expect(thrownInEnglish(() => writeToml(value))).toBe('TOML cannot store null values inside arrays.');
    },
  );

  it.each([[null], [[1, 2]], [[{ a: 1 }]], ['text'], [42], [true]])(
    'refuses a top level that is not a mapping: %j',
    (value) => {
      expect(thrownInEnglish(() => writeToml(value))).toBe(
        'The top level must be an object (a mapping) to convert to TOML.',
      );
    },
  );

  it('writes an empty mapping as an empty document', () => {
    expect(writeToml({})).toEqual({ output: '' });
  });

  it('writes documents a TOML parser reads back to the same values', () => {
    const value = {
      title: 'round trip',
      'odd key': { 'x.y': [{ a: 1 }, { a: 2, sub: { deep: { deeper: 'yes' } } }], inline: [1, { b: 'c' }] },
      numbers: { int: -7, float: 3.25, small: 1e-7 },
      strings: ['', 'quote " and \\ and \n newline', 'del\x7f'],
      tables: [{ list: [{ k: 1 }] }, { list: [] }],
    };
    expect(parse(writeToml(value).output)).toEqual(value);
  });
});
