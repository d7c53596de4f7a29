import { describe, expect, it } from 'vitest';
import { errorInEnglish } from '../../test/words';
import { convertJsonToTypeScript, defaultOptions, type JsonToTypeScriptOptions } from './json-to-typescript';
import words from './locales/en.json';
import { lines, mixedSample, profileSample } from './samples';

const convert = (json: string, options: Partial<JsonToTypeScriptOptions> = {}) => {
  const result = convertJsonToTypeScript(json, { ...defaultOptions, ...options });
  if (!result.ok) throw new Error(errorInEnglish(result, words) as string);
  return result.value;
};
const ts = (json: string, options: Partial<JsonToTypeScriptOptions> = {}) => convert(json, options);
const zod = (json: string, options: Partial<JsonToTypeScriptOptions> = {}) =>
  convert(json, { ...options, format: 'zod' });
const schema = (json: string, options: Partial<JsonToTypeScriptOptions> = {}) =>
  JSON.parse(convert(json, { ...options, format: 'schema' })) as Record<string, unknown>;
/** The members of the root interface, one per line, without their indentation. */
const rootMembers = (json: string, options: Partial<JsonToTypeScriptOptions> = {}) =>
  ts(json, options)
    .trimEnd()
    .split('\n\n')[0]
    .split('\n')
    .slice(1, -1)
    .map((line) => line.trim());

describe('the spec examples', () => {
  // Examples 1, 2 and 3 are declared examples (operations.ts), run by src/tools/operations.test.ts.

  it('4: quoted keys, date-times, nested arrays, empty values, a global name and a mixed array', () => {
    expect(rootMembers(mixedSample)).toEqual([
      '"first-name": string;',
      'created_at: string;',
      'matrix: number[][];',
      'meta: Record<string, unknown>;',
      'items: unknown[];',
      'date: Date2;',
      'mixed: (number | string | Mixed | number[] | null)[];',
    ]);
    expect(ts(mixedSample)).toContain(
      lines('export interface Date2 {', '  y: number;', '}', '', 'export interface Mixed {', '  k: boolean;', '}'),
    );
    const { properties } = schema(mixedSample) as { properties: Record<string, unknown> };
    expect(properties.created_at).toEqual({ type: 'string', format: 'date-time' });
    expect(properties.meta).toEqual({ type: 'object' });
    expect(properties.items).toEqual({ type: 'array' });
    const code = zod(mixedSample).split('\n');
    expect(code).toContain('  "first-name": z.string(),');
    expect(code).toContain('  created_at: z.iso.datetime({ offset: true }),');
    expect(code).toContain('  meta: z.record(z.string(), z.unknown()),');
    expect(code).toContain(
      '  mixed: z.array(z.union([z.number().int(), z.string(), MixedSchema, z.array(z.number().int())]).nullable()),',
    );
  });

  it.each([
    ['"hello"', 'export type Root = string;'],
    ['{}', 'export type Root = Record<string, unknown>;'],
    ['[]', 'export type Root = unknown[];'],
    ['{"a": 1,}', 'export interface Root {\n  a: number;\n}'],
  ])('5: %s', (json, expected) => {
    expect(ts(json)).toBe(`${expected}\n`);
  });

  it('5: refuses JSON that is not valid, and JSON nested deeper than 200 levels', () => {
    expect(() => ts('{"a": }')).toThrow('Provided JSON is not valid.');
    expect(() => ts(`${'['.repeat(500)}${']'.repeat(500)}`)).toThrow('The JSON is nested more than 200 levels deep.');
  });

  it('gives nothing for blank input, in every output', () => {
    for (const format of ['ts', 'schema', 'zod'] as const) expect(convert(' \n', { format })).toBe('');
  });
});

describe('names', () => {
  it.each([
    ['user profile', 'UserProfile'],
    ['HTTPServer', 'HttpServer'],
    ['2fa', '_2fa'],
    ['', 'Root'],
    ['-- !', 'Root'],
    ['Date', 'Date2'],
    ['record', 'Record2'],
  ])('root type name %j is %s', (root, name) => {
    expect(ts('{"a": 1}', { root })).toMatch(new RegExp(`^export interface ${name} \\{`));
    expect(ts('[1]', { root })).toBe(`export type ${name} = number[];\n`);
    expect(schema('1', { root }).title).toBe(name);
  });

  it('names nested types after their keys, singular for array elements, Field for a key without letters', () => {
    expect(
      rootMembers('{"user_profile": {"a": 1}, "categories": [{"b": 1}], "boxes": [[{"c": 1}]], "--": {"d": 1}}'),
    ).toEqual(['user_profile: UserProfile;', 'categories: Category[];', 'boxes: Box[][];', '"--": Field;']);
  });

  it('names the root array’s elements <Root>Item, at any depth of arrays', () => {
    expect(ts('[[{"a": 1}]]', { root: 'grid' })).toBe(
      lines('export type Grid = GridItem[][];', '', 'export interface GridItem {', '  a: number;', '}'),
    );
  });

  it('reuses a name for the same structure and numbers it for a different one, the root’s included', () => {
    expect(ts('{"item": {"n": 1}, "items": [{"n": 2}], "a": {"item": {"s": "x"}}, "root": {"q": 1}}')).toBe(
      lines(
        'export interface Root {',
        '  item: Item;',
        '  items: Item[];',
        '  a: A;',
        '  root: Root2;',
        '}',
        '',
        'export interface Item {',
        '  n: number;',
        '}',
        '',
        'export interface A {',
        '  item: Item2;',
        '}',
        '',
        'export interface Item2 {',
        '  s: string;',
        '}',
        '',
        'export interface Root2 {',
        '  q: number;',
        '}',
      ),
    );
  });

  it('keeps nested names off the root array’s alias', () => {
    expect(ts('[{"root": {"a": 1}}]')).toContain('  root: Root2;');
  });

  it('numbers every TypeScript global it would hide', () => {
    expect(rootMembers('{"map": {"a": 1}, "errors": [{"a": 2}], "json": {"b": 1}, "user": {"c": 1}}')).toEqual([
      'map: Map2;',
      'errors: Error2[];',
      'json: Json;',
      'user: User;',
    ]);
  });
});

describe('TypeScript', () => {
  it('writes unions, nullable elements and nested arrays with the parentheses they need', () => {
    expect(
      rootMembers(
        '{"a": [1, "x"], "b": [null, "x"], "c": [[1], null], "d": [[null]], "e": [true, [1, "y"]], "f": [{}, null]}',
      ),
    ).toEqual([
      'a: (number | string)[];',
      'b: (string | null)[];',
      'c: (number[] | null)[];',
      'd: null[][];',
      'e: (boolean | (number | string)[])[];',
      'f: (Record<string, unknown> | null)[];',
    ]);
  });

  it('makes every array read-only, nested ones in parentheses', () => {
    expect(rootMembers('{"m": [[1], [2]], "u": [1, "x", [true]]}', { readonly: true })).toEqual([
      'readonly m: readonly (readonly number[])[];',
      'readonly u: readonly (number | string | readonly boolean[])[];',
    ]);
    expect(ts('[[1]]', { readonly: true })).toBe('export type Root = readonly (readonly number[])[];\n');
  });

  it('writes optional nullable fields in either form', () => {
    const sample = '[{"a": 1, "b": null}, {"b": "x"}]';
    expect(rootMembers(`{"list": ${sample}}`)).toEqual(['list: List[];']);
    expect(ts(sample)).toContain('  a?: number;\n  b: string | null;\n');
    expect(ts('[{"a": null}, {}]', { optional: 'undefined' })).toContain('  a?: null | undefined;\n');
    expect(ts('[{"a": 1, "b": 2}, {"b": null}]', { optional: 'undefined' })).toContain(
      '  a?: number | undefined;\n  b: number | null;\n',
    );
  });

  it('leaves out export when asked', () => {
    expect(ts('{"a": {"b": 1}}', { export: false })).toBe(
      lines('interface Root {', '  a: A;', '}', '', 'interface A {', '  b: number;', '}'),
    );
    expect(ts('[1]', { export: false, declaration: 'type' })).toBe('type Root = number[];\n');
  });

  it('writes a key that is not an identifier in double quotes, never renamed', () => {
    expect(rootMembers('{"$ok": 1, "_x1": 2, "1a": 3, "a b": 4, "é": 5, "q\\"": 6, "class": 7}')).toEqual([
      '$ok: number;',
      '_x1: number;',
      '"1a": number;',
      '"a b": number;',
      '"é": number;',
      '"q\\"": number;',
      'class: number;',
    ]);
  });

  it('types only-null as null and a root null too', () => {
    expect(ts('null')).toBe('export type Root = null;\n');
    expect(rootMembers('{"a": [null, null]}')).toEqual(['a: null[];']);
  });
});

describe('JSON Schema', () => {
  it('writes the draft, the title, the root in place, and $defs only when there are nested types', () => {
    expect(convert('{"a": 1}', { format: 'schema' })).toBe(
      JSON.stringify(
        {
          $schema: 'https://json-schema.org/draft/2020-12/schema',
          title: 'Root',
          type: 'object',
          properties: { a: { type: 'integer' } },
          required: ['a'],
        },
        null,
        2,
      ),
    );
  });

  it('admits null as a type list for scalars and as anyOf for references, arrays and unions', () => {
    const { $defs } = schema(
      '[{"s": "x", "t": "2024-05-01T10:00:00Z", "i": 1, "f": 1.5, "b": true, "o": {}, "r": {"k": 1}, "a": [1], "e": [], "u": [1, "x"], "n": null}, {"s": null, "t": null, "i": null, "f": null, "b": null, "o": null, "r": null, "a": null, "e": null, "u": null, "n": null}]',
      { root: 'list' },
    ) as { $defs: Record<string, { properties: unknown }> };
    expect($defs.ListItem.properties).toEqual({
      s: { type: ['string', 'null'] },
      t: { type: ['string', 'null'], format: 'date-time' },
      i: { type: ['integer', 'null'] },
      f: { type: ['number', 'null'] },
      b: { type: ['boolean', 'null'] },
      o: { type: ['object', 'null'] },
      r: { anyOf: [{ $ref: '#/$defs/R' }, { type: 'null' }] },
      a: { anyOf: [{ type: 'array', items: { type: 'integer' } }, { type: 'null' }] },
      e: { anyOf: [{ type: 'array' }, { type: 'null' }] },
      u: { anyOf: [{ type: 'array', items: { anyOf: [{ type: 'integer' }, { type: 'string' }] } }, { type: 'null' }] },
      n: { type: 'null' },
    });
  });

  it('flattens a nullable union into one anyOf, leaves out required when every key is optional', () => {
    const result = schema('[{"v": 1}, {"v": "x"}, {"v": null}, {"w": 1}]');
    expect(result.$defs).toEqual({
      RootItem: {
        type: 'object',
        properties: {
          v: { anyOf: [{ type: 'integer' }, { type: 'string' }, { type: 'null' }] },
          w: { type: 'integer' },
        },
      },
    });
  });

  it('writes date-time only when every string is one, and unknown as {}', () => {
    expect(schema('["2024-05-01T10:00:00Z", "tomorrow"]').items).toEqual({ type: 'string' });
    expect(schema('[[], [[]]]').items).toEqual({ type: 'array', items: { type: 'array' } });
    expect(schema('{"__proto__": 1}').properties).toEqual(JSON.parse('{"__proto__": {"type": "integer"}}'));
  });
});

describe('Zod', () => {
  it('writes each schema after the ones it uses, a shared one once, the root last', () => {
    expect(zod('{"a": {"p": {"x": 1}}, "b": [{"x": 2}], "p": {"x": 3}}', { export: false })).toBe(
      lines(
        'import { z } from "zod";',
        '',
        'const PSchema = z.object({',
        '  x: z.number().int(),',
        '});',
        '',
        'const ASchema = z.object({',
        '  p: PSchema,',
        '});',
        '',
        'const BSchema = z.object({',
        '  x: z.number().int(),',
        '});',
        '',
        'const RootSchema = z.object({',
        '  a: ASchema,',
        '  b: z.array(BSchema),',
        '  p: PSchema,',
        '});',
        '',
        'type Root = z.infer<typeof RootSchema>;',
      ),
    );
  });

  it('writes a root that is not an object as its own schema', () => {
    expect(zod('[1, null]', { root: 'ids' })).toBe(
      lines(
        'import { z } from "zod";',
        '',
        'export const IdsSchema = z.array(z.number().int().nullable());',
        '',
        'export type Ids = z.infer<typeof IdsSchema>;',
      ),
    );
    expect(zod('null')).toContain('export const RootSchema = z.null();');
    expect(zod('{}')).toContain('export const RootSchema = z.record(z.string(), z.unknown());');
  });

  it('nullable before optional, date-times only when every sample is one', () => {
    const code = zod('[{"a": "2024-05-01T10:00:00Z", "b": "2024-05-01T10:00:00Z"}, {"a": null, "b": "x"}, {}]');
    expect(code).toContain(
      '  a: z.iso.datetime({ offset: true }).nullable().optional(),\n  b: z.string().optional(),\n',
    );
  });

  it('keeps a __proto__ key a key (a computed one: a plain one would set the prototype)', () => {
    expect(zod('{"__proto__": 1, "a-b": true}')).toContain(
      '  ["__proto__"]: z.number().int(),\n  "a-b": z.boolean(),\n',
    );
  });

  it('ignores the TypeScript-only options', () => {
    const plain = zod(profileSample);
    expect(zod(profileSample, { declaration: 'type', optional: 'undefined', readonly: true })).toBe(plain);
  });
});
