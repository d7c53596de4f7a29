import { errorInEnglish } from '../../test/words';
import words from './locales/en.json';
import { describe, expect, it } from 'vitest';
import { convertJsonToCsv, defaultJsonToCsvOptions, type JsonToCsvOptions } from './json-to-csv';

const csvOf = (json: string, options: Partial<JsonToCsvOptions> = {}) => {
  const result = convertJsonToCsv(json, { ...defaultJsonToCsvOptions, ...options });
  return result.ok ? result.value : `error: ${errorInEnglish(result, words)}`;
};

describe('convertJsonToCsv — spec examples', () => {
  it('has the spec defaults', () => {
    expect(defaultJsonToCsvOptions).toEqual({ delimiter: 'comma', flatten: true });
  });

  it('example 1: JSON5 array of objects, numbers via String()', () => {
    const input = "[\n  {name: 'Ada', age: 36.0, city: 'London'},\n  {name: 'Linus', age: 54, city: 'Portland'},\n]";
    expect(csvOf(input)).toBe('name,age,city\nAda,36,London\nLinus,54,Portland');
  });

  it('example 2: headers are the union of keys, missing cells empty', () => {
    expect(csvOf('[{"a":1,"b":2},{"a":3,"c":4}]')).toBe('a,b,c\n1,2,\n3,,4');
  });

  const nested = '[{"id":1,"user":{"name":"Ann","address":{"city":"Paris"}},"tags":["a","b"]}]';

  it('example 3: flattening nested objects into dotted columns, arrays as quoted JSON', () => {
    expect(csvOf(nested, { flatten: true })).toBe('id,user.name,user.address.city,tags\n1,Ann,Paris,"[""a"",""b""]"');
  });

  it('example 3 with flattening off: the nested object as quoted compact JSON', () => {
    expect(csvOf(nested, { flatten: false })).toBe(
      'id,user,tags\n1,"{""name"":""Ann"",""address"":{""city"":""Paris""}}","[""a"",""b""]"',
    );
  });
});

describe('convertJsonToCsv — rows and cells', () => {
  it.each([
    { why: 'a single object gives one row', input: '{"a": 1, "b": "x"}', expected: 'a,b\n1,x' },
    { why: 'non-ASCII keys and values are kept', input: '{"café": "crème"}', expected: 'café\ncrème' },
    {
      why: 'non-objects go into a value column',
      input: '[{"a": 1}, "text", 2, [3]]',
      expected: 'a,value\n1,\n,text\n,2\n,[3]',
    },
    { why: 'a top-level scalar is one value', input: '"only"', expected: 'value\nonly' },
    { why: 'null is written null', input: '[{"a": null, "b": true, "c": false}]', expected: 'a,b,c\nnull,true,false' },
    {
      why: 'numbers as JavaScript writes them',
      input: '[{"n": 1e21, "m": 18.0, "k": -0.5}]',
      expected: 'n,m,k\n1e+21,18,-0.5',
    },
    { why: 'empty objects and arrays are not flattened', input: '[{"o": {}, "a": []}]', expected: 'o,a\n{},[]' },
    { why: 'an empty array gives nothing', input: '[]', expected: '' },
    { why: 'an empty object gives an empty header and row', input: '{}', expected: '\n' },
    { why: 'a "__proto__" key is a column like any other', input: '[{"__proto__": 1}]', expected: '__proto__\n1' },
  ])('$why', ({ input, expected }) => {
    expect(csvOf(input)).toBe(expected);
  });
});

describe('convertJsonToCsv — quoting (RFC 4180)', () => {
  it('quotes cells and headers holding the delimiter, a quote or a line break', () => {
    expect(csvOf('[{"a,b": "x,y", "q": "say \\"hi\\"", "n": "two\\nlines", "r": "cr\\r"}]')).toBe(
      '"a,b",q,n,r\n"x,y","say ""hi""","two\nlines","cr\r"',
    );
  });

  it.each([
    { delimiter: 'semicolon' as const, expected: 'a;b\n"x;y";x,y' },
    { delimiter: 'tab' as const, expected: 'a\tb\n"x;y";x,y'.replace('"x;y";x,y', 'x;y\tx,y') },
  ])('with the $delimiter delimiter quotes only what holds it', ({ delimiter, expected }) => {
    expect(csvOf('[{"a": "x;y", "b": "x,y"}]', { delimiter })).toBe(expected);
  });

  it('writes the union of keys with semicolons, quoting a cell that holds one', () => {
    expect(csvOf('[{"a":1,"b":"x;y"},{"a":3,"c":4}]', { delimiter: 'semicolon' })).toBe('a;b;c\n1;"x;y";\n3;;4');
  });

  it('writes nested objects kept as JSON with tabs', () => {
    expect(
      csvOf('[{"id":1,"user":{"name":"Ann","address":{"city":"Paris"}},"tags":["a","b"]}]', {
        delimiter: 'tab',
        flatten: false,
      }),
    ).toBe('id\tuser\ttags\n1\t"{""name"":""Ann"",""address"":{""city"":""Paris""}}"\t"[""a"",""b""]"');
  });

  it('quotes a tab only with the tab delimiter', () => {
    expect(csvOf('[{"a": "x\\ty"}]', { delimiter: 'tab' })).toBe('a\n"x\ty"');
    expect(csvOf('[{"a": "x\\ty"}]', { delimiter: 'comma' })).toBe('a\nx\ty');
  });
});

describe('convertJsonToCsv — empty and invalid input', () => {
  it.each(['', '  ', '\n\t'])('gives empty output and no error for %j', (input) => {
    expect(convertJsonToCsv(input, defaultJsonToCsvOptions)).toEqual({ ok: true, value: '' });
  });

  it.each(['{', '[{"a": }]', '[{"a": 1},', 'hello'])('rejects %j with the spec message', (input) => {
    expect(errorInEnglish(convertJsonToCsv(input, defaultJsonToCsvOptions), words)).toBe('Provided JSON is not valid.');
  });

  it('flattens 10,000 levels of nesting without throwing', () => {
    const input = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    expect(csvOf(input)).toBe(`${Array(10_000).fill('a').join('.')}\n1`);
  });

  it('converts 2 MB of JSON', () => {
    const items = Array.from({ length: 38_000 }, (_, id) => ({ id, name: `item number ${id}`, active: id % 2 === 0 }));
    const lines = csvOf(JSON.stringify(items)).split('\n');
    expect(lines).toHaveLength(38_001);
    expect(lines[38_000]).toBe('37999,item number 37999,false');
  });
});
