import { errorInEnglish } from '../../test/words';
import words from './locales/en.json';
import { describe, expect, it } from 'vitest';
import { convertYamlToJson } from './yaml-to-json-converter';

const convert = (yaml: string) => convertYamlToJson(yaml, undefined);
const json = (value: unknown) => ({ ok: true, value: JSON.stringify(value, null, 2) });

describe('convertYamlToJson', () => {
  it('converts a mapping with 2-space indentation, keys in order', () => {
    const yaml = 'name: it-tools\nversion: 2\ntags: [dev, tools]\nactive: true\nnothing: null\n';
    expect(convert(yaml)).toEqual({
      ok: true,
      value:
        '{\n  "name": "it-tools",\n  "version": 2,\n  "tags": [\n    "dev",\n    "tools"\n  ],\n  "active": true,\n  "nothing": null\n}',
    });
  });

  it('converts the page example: 1.10 is a number, yes a string', () => {
    expect(convert('name: it-tools\nversion: 1.10\ntags: [dev, tools]\nactive: yes')).toEqual(
      json({ name: 'it-tools', version: 1.1, tags: ['dev', 'tools'], active: 'yes' }),
    );
  });

  it('expands anchors and applies merge keys', () => {
    const yaml = 'base: &b\n  host: localhost\n  port: 5432\nprod:\n  <<: *b\n  host: db.example.com\n';
    expect(convert(yaml)).toEqual(
      json({ base: { host: 'localhost', port: 5432 }, prod: { host: 'db.example.com', port: 5432 } }),
    );
  });

  it.each([
    ['version: 1.10', { version: 1.1 }],
    ['a: yes\nb: no\nc: on\nd: off', { a: 'yes', b: 'no', c: 'on', d: 'off' }],
    ['octal: 0o17\nhex: 0x1A', { octal: 15, hex: 26 }],
    ['date: 2024-01-31', { date: '2024-01-31' }],
  ])('follows the YAML 1.2 core schema: %j', (yaml, expected) => {
    expect(convert(yaml)).toEqual(json(expected));
  });

  it.each([
    ['false', 'false'],
    ['0', '0'],
    ['null', 'null'],
    ['text', '"text"'],
  ])('prints a root scalar %j as JSON', (yaml, output) => {
    expect(convert(yaml)).toEqual({ ok: true, value: output });
  });

  it.each(['', '   ', '\n\n\t'])('gives an empty output and no error for blank input %j', (yaml) => {
    expect(convert(yaml)).toEqual({ ok: true, value: '' });
  });

  it('reports a syntax error with its position', () => {
    expect(errorInEnglish(convert('a: b: c'), words)).toBe(
      'Invalid YAML: Nested mappings are not allowed in compact mappings at line 1, column 4',
    );
  });

  it('refuses more than one document', () => {
    const result = convert('a: 1\n---\nb: 2');
    expect(result.ok).toBe(false);
    expect(errorInEnglish(result, words)).toMatch(/^Invalid YAML: Source contains multiple documents/);
  });
});
