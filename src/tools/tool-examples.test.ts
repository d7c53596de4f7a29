import { describe, expect, it } from 'vitest';
import { operations as jsonPrettify } from './json-prettify/operations';
import { operations as fileConverter } from './base64-file-converter/operations';
import { namedExamples } from '../lib/operation/tool-examples';

describe('namedExamples', () => {
  it('gives each named example with every field of its operation, the others at their defaults', () => {
    const examples = namedExamples(jsonPrettify, (key) => `EN ${key}`);
    expect(examples[0]).toEqual({
      name: 'examples.defaults',
      english: 'EN examples.defaults',
      values: { rawJson: '{"hello": "world", "foo": "bar"}', sortKeys: true, indentSize: 3 },
    });
    expect(examples.every((example) => example.name.startsWith('examples.'))).toBe(true);
  });

  it('leaves out the examples of a file, which cannot be filled in', () => {
    const names = namedExamples(fileConverter, (key) => key).map((example) => example.name);
    expect(names).toContain('examples.gif');
    expect(names).not.toContain('examples.text');
  });
});
