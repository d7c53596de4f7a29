import { describe, expect, it } from 'vitest';
import { parseRequest } from './arguments';
import type { OptionManifest } from './manifest';
import { UsageError } from './usage-error';

const option = (name: string, flag: string, shape: OptionManifest['shape']): OptionManifest => ({
  name,
  flag,
  shape,
  default: '',
  label: name,
  sensitive: false,
});
const options = [
  option('sortKeys', '--sort-keys', { type: 'boolean' }),
  option('indentSize', '--indent-size', { type: 'integer', min: 0, max: 10 }),
];

describe('parseRequest', () => {
  it.each([
    [['--sort-keys', '{}'], { sortKeys: 'true' }, '{}'],
    [['--no-sort-keys', '{}'], { sortKeys: 'false' }, '{}'],
    [['--sort-keys=false', '--indent-size', '2'], { sortKeys: 'false', indentSize: '2' }, undefined],
    [['--indent-size=4', '-'], { indentSize: '4' }, '-'],
    [['--', '--not-a-flag'], {}, '--not-a-flag'],
  ])('reads %j', (args, values, input) => {
    const request = parseRequest('json-prettify', args, options);
    expect(Object.fromEntries(request.options)).toEqual(values);
    expect(request.input).toBe(input);
  });

  it('reads its own flags', () => {
    const request = parseRequest(
      'json-prettify',
      ['--json', '-o', 'out.json', '--file=in.json', '--pick', 'a'],
      options,
    );
    expect(request).toMatchObject({ json: true, output: 'out.json', file: 'in.json', pick: 'a', help: false });
    expect(parseRequest('json-prettify', ['-h'], options).help).toBe(true);
  });

  it.each([
    [
      ['--colour', 'red'],
      'json-prettify has no option --colour. Its options: --sort-keys, --indent-size. See: it-tools json-prettify --help',
    ],
    [['--indent-size'], '--indent-size needs a value.'],
    [['--json=yes'], '--json takes no value.'],
    [['a', 'b'], 'json-prettify takes one input, got 2 ("a" "b"). Quote an input that has spaces.'],
  ])('refuses %j', (args, message) => {
    expect(() => parseRequest('json-prettify', args, options)).toThrow(new UsageError(message));
  });

  it('says an operation without options has none', () => {
    expect(() => parseRequest('uuid-decode', ['--x'], [])).toThrow('uuid-decode has no option --x. It has no options.');
  });

  describe("a tool's short and line flags (jq's)", () => {
    const jq = [
      { ...option('rawOutput', '--raw-output', { type: 'boolean' }), short: '-r' },
      { ...option('compactOutput', '--compact-output', { type: 'boolean' }), short: '-c' },
      { ...option('query', '--query', { type: 'text' }), short: '-q' },
      {
        ...option('variables', '--variables', { type: 'text' }),
        lineFlags: [
          { flag: '--arg', line: '{name}={value}' },
          { flag: '--argjson', line: '{name}:={json}' },
        ],
      },
    ];

    it.each([
      [['-r', '{}'], { rawOutput: 'true' }],
      [['-rc', '{}'], { rawOutput: 'true', compactOutput: 'true' }],
      [['-q', '.a', '{}'], { query: '.a' }],
      [['--arg', 'name', 'Ada Lovelace', '{}'], { variables: 'name=Ada Lovelace' }],
      [['--argjson', 'n', '3', '--variables', 'x=1', '--arg', 'who', 'a=b', '{}'], { variables: 'n:=3\nx=1\nwho=a=b' }],
    ])('reads %j', (args, values) => {
      const request = parseRequest('json-query', args, jq);
      expect(Object.fromEntries(request.options)).toEqual(values);
      expect(request.input).toBe('{}');
    });

    it.each([
      [['--arg', 'name'], '--arg needs two values.'],
      [['--arg=name', 'Ada'], '--arg needs two values.'],
      [
        ['-rq'],
        'json-query has no option -rq. Its options: -r/--raw-output, -c/--compact-output, -q/--query, --variables, --arg, --argjson. See: it-tools json-query --help',
      ],
    ])('refuses %j', (args, message) => {
      expect(() => parseRequest('json-query', args, jq)).toThrow(new UsageError(message));
    });
  });
});
