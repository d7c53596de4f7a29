import { describe, expect, it } from 'vitest';
import { inputIndex, outputKindByLabel, sendTargets, type ToolInputs } from './tool-inputs';

const index: ToolInputs = {
  'json-prettify': {
    inputs: [{ operation: 'json-prettify', kind: 'json', field: 'json' }],
    outputs: [{ label: 'output.label', english: 'Prettified version of your JSON', kind: 'json' }],
  },
  'json-to-yaml': { inputs: [{ operation: 'json-to-yaml', kind: 'json', field: 'json' }], outputs: [] },
  'base64-string-converter': {
    inputs: [
      { operation: 'base64-encode', kind: 'text', field: 'text' },
      { operation: 'base64-decode', kind: 'base64', field: 'base64' },
    ],
    outputs: [],
  },
  'jwt-parser': { inputs: [{ operation: 'jwt-decode', kind: 'jwt', field: 'jwt' }], outputs: [] },
};

describe('sendTargets', () => {
  it('puts the tools taking the very kind first, then its parent’s, one entry per tool', () => {
    expect(sendTargets(index, 'json', {}).map((target) => [target.slug, target.operation, target.distance])).toEqual([
      ['json-prettify', 'json-prettify', 0],
      ['json-to-yaml', 'json-to-yaml', 0],
      ['base64-string-converter', 'base64-encode', 1],
    ]);
    expect(sendTargets(index, 'base64', {})[0]).toEqual({
      slug: 'base64-string-converter',
      operation: 'base64-decode',
      field: 'base64',
      distance: 0,
      keepsKind: false,
    });
  });

  it('orders equals by use, then by the registry, and leaves out the sender', () => {
    const order = ['json-to-yaml', 'json-prettify'];
    expect(sendTargets(index, 'json', { order, maxDistance: 0 }).map((target) => target.slug)).toEqual([
      'json-to-yaml',
      'json-prettify',
    ]);
    const usage = { 'json-prettify': 3, 'json-to-yaml': 1 };
    expect(sendTargets(index, 'json', { order, usage, maxDistance: 0 }).map((target) => target.slug)).toEqual([
      'json-prettify',
      'json-to-yaml',
    ]);
    expect(sendTargets(index, 'json', { except: 'json-prettify' }).map((target) => target.slug)).toEqual([
      'json-to-yaml',
      'base64-string-converter',
    ]);
  });

  it('puts a tool that keeps the kind (a formatter) before a converter, when neither is used more', () => {
    const formatted: ToolInputs = {
      ...index,
      'json-prettify': {
        ...index['json-prettify'],
        inputs: [{ operation: 'json-prettify', kind: 'json', field: 'json', keepsKind: true }],
      },
    };
    const order = ['json-to-yaml', 'json-prettify'];
    expect(sendTargets(formatted, 'json', { order, maxDistance: 0 }).map((target) => target.slug)).toEqual([
      'json-prettify',
      'json-to-yaml',
    ]);
    expect(
      sendTargets(formatted, 'json', { order, usage: { 'json-to-yaml': 1 }, maxDistance: 0 }).map(
        (target) => target.slug,
      ),
    ).toEqual(['json-to-yaml', 'json-prettify']);
  });

  it('gives nothing for a kind no input takes', () => {
    expect(sendTargets(index, 'bytes', {})).toEqual([]);
  });
});

describe('inputIndex', () => {
  it('keeps the operations whose input is text held by a field, and every output’s kind and label', () => {
    const english = (slug: string, key: string) => `${slug}/${key}`;
    expect(
      inputIndex(
        {
          a: {
            list: [
              { id: 'a-run', input: { kind: 'json', field: 'json' }, output: { kind: 'yaml', label: 'out' } },
              { id: 'a-file', input: { kind: 'file' }, outputs: { digest: { kind: 'hex', label: 'digest' } } },
            ],
          },
          b: { reason: 'nothing to compute' },
        },
        english,
      ),
    ).toEqual({
      a: {
        inputs: [{ operation: 'a-run', kind: 'json', field: 'json' }],
        outputs: [
          { label: 'out', english: 'a/out', kind: 'yaml' },
          { label: 'digest', english: 'a/digest', kind: 'hex' },
        ],
      },
    });
  });
});

describe('outputKindByLabel', () => {
  it('finds an output’s kind by the label shown, in English or in the language shown', () => {
    const tool = index['json-prettify'];
    expect(outputKindByLabel(tool, 'Prettified version of your JSON')).toBe('json');
    expect(outputKindByLabel(tool, 'Version embellie :', () => 'Version embellie')).toBe('json');
    expect(outputKindByLabel(tool, 'Something else')).toBeUndefined();
    expect(outputKindByLabel(undefined, 'Prettified version of your JSON')).toBeUndefined();
  });
});
