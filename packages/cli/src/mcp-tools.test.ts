import { beforeAll, describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance';
import { exampleCommand } from './help';
import type { Manifest, OperationManifest } from './manifest';
import { callTool } from './mcp-call';
import { callArguments, inputSchema, toolDescription } from './mcp-tools';
import { shellQuote } from './shell-quote';
import { testManifest } from './test-manifest';

let manifest: Manifest;
const operation = (id: string) => manifest.operations.find((candidate) => candidate.id === id) as OperationManifest;
beforeAll(async () => {
  manifest = await testManifest();
});

describe('MCP tools', () => {
  it('gives each operation a JSON Schema of its input and options', () => {
    expect(inputSchema(operation('json-prettify'))).toEqual({
      type: 'object',
      properties: {
        input: { type: 'string', description: 'Your raw JSON (json)' },
        sortKeys: { type: 'boolean', default: true, description: 'Sort keys' },
        indentSize: { type: 'integer', default: 3, minimum: 0, maximum: 10, description: 'Indent size' },
      },
      required: ['input'],
      additionalProperties: false,
    });
    expect(inputSchema(operation('base64-file-encode')).properties).toMatchObject({
      input: { type: 'string', contentEncoding: 'base64' },
    });
  });

  it('describes an operation with its kinds and examples', () => {
    expect(toolDescription(operation('base64-encode'))).toBe(
      [
        'Encode text (UTF-8) as Base64.',
        'Input: text. Output: base64.',
        "Example: it-tools base64-encode 'hello world' → aGVsbG8gd29ybGQ=",
        "Example: it-tools base64-encode '✓ à la mode' → 4pyTIMOgIGxhIG1vZGU=",
      ].join('\n'),
    );
  });

  it('takes typed arguments as the command line takes text', () => {
    const { input, options } = callArguments(operation('json-prettify'), {
      input: '{}',
      sortKeys: false,
      indentSize: 2,
    });
    expect([input, Object.fromEntries(options)]).toEqual(['{}', { sortKeys: 'false', indentSize: '2' }]);
    expect(callArguments(operation('base64-file-encode'), { input: 'aGk=' }).input).toEqual(Uint8Array.of(104, 105));
    expect(() => callArguments(operation('json-prettify'), { input: 1 })).toThrow(
      'json-prettify needs its input as a string.',
    );
  });

  it('answers a call with the output, bytes as a resource, or the error as a result', async () => {
    expect(await callTool(manifest.operations, 'base64-encode', { input: 'hello' })).toEqual({
      content: [{ type: 'text', text: 'aGVsbG8=' }],
    });
    expect(await callTool(manifest.operations, 'base64-decode', { input: '%%%' })).toEqual({
      content: [{ type: 'text', text: 'This is not a valid base64 string.' }],
      isError: true,
    });
    expect(await callTool(manifest.operations, 'json-prettify', { input: '{}', indentSize: 'wide' })).toEqual({
      content: [{ type: 'text', text: '--indent-size expects a whole number from 0 to 10, not "wide".' }],
      isError: true,
    });
    const decoded = await callTool(manifest.operations, 'base64-file-decode', { input: 'aGk=' });
    expect(JSON.parse((decoded.content[0] as { text: string }).text)).toEqual({
      file: { base64: 'aGk=' },
      fileName: 'file',
    });
    expect((await callTool(manifest.operations, 'nope', {})).isError).toBe(true);
  });
});

describe('examples as commands', () => {
  it('quotes for a POSIX shell', () => {
    expect(shellQuote('a-b_c.d/e')).toBe('a-b_c.d/e');
    expect(shellQuote("it's here")).toBe(`'it'\\''s here'`);
    expect(shellQuote('')).toBe(`''`);
  });

  it('writes options as flags, booleans alone or negated', () => {
    const prettify = operation('json-prettify');
    expect(exampleCommand(prettify, { input: '-1', options: { sortKeys: 'false', indentSize: '2' } })).toBe(
      'it-tools json-prettify --no-sort-keys --indent-size 2 -- -1',
    );
    expect(exampleCommand(operation('base64-file-encode'), { inputBase64: 'aGk=', options: {} })).toBe(
      'it-tools base64-file-encode --file <file>',
    );
  });

  it('finds a mistyped name by its edit distance', () => {
    expect(editDistance('json-prettyfy', 'json-prettify')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});
