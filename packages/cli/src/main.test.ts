import { beforeAll, describe, expect, it } from 'vitest';
import { fakeIo } from './fake-io';
import { main } from './main';
import type { Manifest } from './manifest';
import { testManifest } from './test-manifest';

let manifest: Manifest;
beforeAll(async () => {
  manifest = await testManifest();
});

async function cli(args: string[], stdin?: string | Uint8Array, files?: Record<string, Uint8Array | string>) {
  const fake = fakeIo(stdin, files);
  const code = await main(args, fake.io, { version: '1.2.3', manifest: () => manifest });
  return { code, ...fake };
}

describe('the command line', () => {
  it('says its version without reading the manifest', async () => {
    const fake = fakeIo();
    const code = await main(['--version'], fake.io, {
      version: '1.2.3',
      manifest: () => {
        throw new Error('read');
      },
    });
    expect([code, fake.stdout()]).toEqual([0, '1.2.3\n']);
  });

  it('runs an operation on its argument, on standard input, or on a file', async () => {
    expect((await cli(['base64-encode', 'hello world'])).stdout()).toBe('aGVsbG8gd29ybGQ=\n');
    expect((await cli(['base64-encode'], 'hello')).stdout()).toBe('aGVsbG8=\n');
    expect((await cli(['base64-encode', '-'], 'hello\n')).stdout()).toBe('aGVsbG8K\n');
    expect((await cli(['base64-encode', '--file', 'a.txt'], undefined, { 'a.txt': 'hi' })).stdout()).toBe('aGk=\n');
    expect((await cli(['base64-encode', '--encode-url-safe', 'IT-Tools 🚀'])).stdout()).toBe('SVQtVG9vbHMg8J-agA\n');
  });

  it('writes the tool’s error to standard error with exit code 1, and as JSON with --json', async () => {
    const refused = await cli(['base64-decode', '%%%']);
    expect([refused.code, refused.stdout(), refused.stderr()]).toEqual([1, '', 'This is not a valid base64 string.\n']);
    const json = await cli(['base64-decode', '--json', '%%%']);
    expect(JSON.parse(json.stderr())).toEqual({
      error: { code: 'common.errors.invalidBase64', message: 'This is not a valid base64 string.' },
    });
  });

  it('gives notes on standard error, and in the JSON result', async () => {
    const decoded = await cli(['base64-decode', 'aGn/']);
    expect(decoded.stdout()).toBe('hi\uFFFD\n');
    expect(decoded.stderr()).toBe('warning: The decoded bytes are not valid UTF-8 text (binary data?)\n');
    const json = JSON.parse((await cli(['base64-decode', '--json', 'aGn/'])).stdout());
    expect(json.output).toBe('hi\uFFFD');
    expect(json.notes).toEqual([expect.objectContaining({ code: 'notes.invalidUtf8', warning: true })]);
  });

  it('writes bytes raw, to a file with -o, and one of several outputs with --pick', async () => {
    const gif = 'R0lGODlhAQABAAAAACw=';
    const both = await cli(['base64-file-decode', gif]);
    expect(both.stdout()).toBe(
      'Decoded file: 14 bytes (write them with -o <path>, or see them with --json)\nFile name to save it as: file.gif\n',
    );
    const picked = await cli(['base64-file-decode', '--pick', 'file', gif]);
    expect(picked.stdoutParts[0]).toEqual(Uint8Array.of(0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x2c));
    const saved = await cli(['base64-file-decode', '-o', 'x.gif', gif]);
    expect(saved.files.get('x.gif')).toHaveLength(14);
    expect(saved.stdout()).toMatch(/^Decoded file: 14 bytes written to x\.gif/);
    const json = JSON.parse((await cli(['base64-file-decode', '--json', gif])).stdout());
    expect(json.output).toEqual({ file: { base64: gif }, fileName: 'file.gif' });
  });

  it('exits 2 and says what it expected for a wrong command line', async () => {
    const cases: [string[], string][] = [
      [
        ['base64-encdoe', 'x'],
        'Unknown operation "base64-encdoe". Did you mean base64-encode? `it-tools --list` lists them all.\n',
      ],
      [
        ['json-prettify', '--indent-size', 'wide', '{}'],
        '--indent-size expects a whole number from 0 to 10, not "wide".\n',
      ],
      [
        ['base64-file-decode', '--pick', 'size', 'aGk='],
        'base64-file-decode has no output size: it has file, fileName.\n',
      ],
      [
        ['base64-encode', '--pick', 'x', 'aGk='],
        'base64-encode has one output: --pick is for operations with several.\n',
      ],
      [
        ['base64-file-encode', 'hello'],
        'base64-file-encode reads bytes: give a file with --file <path>, or pipe it in.\n',
      ],
      [['base64-file-encode', '--file', 'gone'], 'Cannot read gone: ENOENT.\n'],
      [
        ['qr-decode', '--file', 'x'],
        "qr-decode runs in the browser only: Reading an image needs a browser's image decoder and canvas.\n",
      ],
    ];
    for (const [args, message] of cases) {
      const result = await cli(args);
      expect([result.code, result.stderr()], args.join(' ')).toEqual([2, message]);
    }
  });

  it('lists the operations and helps with one, from the manifest', async () => {
    const list = (await cli(['--list'])).stdout();
    expect(list).toMatch(/^it-tools 1\.2\.3: 7 operations\./);
    expect(list).toMatch(/^ {2}base64-encode +text → base64 +Encode text \(UTF-8\) as Base64\.$/m);
    expect(list).toMatch(/In the browser only[^\n]*\n {2}qr-decode +Reading an image/);
    const help = (await cli(['json-prettify', '--help'])).stdout();
    expect(help).toContain('Usage: it-tools json-prettify [options] [<input> | - | --file <path>]');
    expect(help).toMatch(/--sort-keys +Sort keys \(true or false; default true\)/);
    expect(help).toContain('$ it-tools json-prettify --indent-size 0 \'{"b":1,"a":[1,2]}\'\n      {"a":[1,2],"b":1}');
    expect((await cli([])).code).toBe(2);
  });

  it("takes a tool's own short and line flags, as jq does, and lists them in its help", async () => {
    const json = '{"users":[{"name":"Ada","age":36},{"name":"Linus","age":28}]}';
    const query = '.users[] | select(.age > $min) | .name + $mark';
    const run = await cli([
      'json-query',
      '-rc',
      '--query',
      query,
      '--argjson',
      'min',
      '30',
      '--arg',
      'mark',
      '!',
      json,
    ]);
    expect([run.code, run.stdout()]).toEqual([0, 'Ada!\n']);
    const help = (await cli(['json-query', '--help'])).stdout();
    expect(help).toMatch(/^ {2}-r, --raw-output +Raw output/m);
    expect(help).toMatch(/^ {2}--arg <name> <value> +adds the line <name>=<value> to --variables$/m);
  });
});
