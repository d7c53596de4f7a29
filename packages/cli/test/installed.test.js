// The package as a user gets it: `npm pack`, installed offline into an empty folder, then every
// operation's examples through the installed binary (as an argument, and the first through standard
// input), every operation's first example through its MCP server, and wrong command lines for their
// exit codes and messages. Run with `node --test packages/cli/test/`.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { readmeList, writtenList } from '../scripts/readme-list.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const cliRoot = join(import.meta.dirname, '..');
const run = promisify(execFile);
const folder = mkdtempSync(join(tmpdir(), 'it-tools-cli-'));
const bin = join(folder, 'node_modules', '.bin', 'it-tools');
let manifest;

before(async () => {
  const packed = await run('npm', ['pack', '--silent', '--pack-destination', folder], { cwd: cliRoot });
  const tarball = join(folder, packed.stdout.trim().split('\n').at(-1));
  writeFileSync(join(folder, 'package.json'), '{ "private": true }');
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], { cwd: folder });
  manifest = JSON.parse(readFileSync(join(folder, 'node_modules', 'it-tools-cli', 'dist', 'manifest.json'), 'utf8'));
});
after(() => rmSync(folder, { recursive: true, force: true }));

/** Runs the installed binary; resolves with its exit code and outputs, whatever the code. */
function cli(args, stdin) {
  return new Promise((resolve) => {
    const child = spawn(bin, args, { stdio: [stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
    const stdout = [];
    const stderr = [];
    child.stdout.on('data', (chunk) => stdout.push(chunk));
    child.stderr.on('data', (chunk) => stderr.push(chunk));
    child.on('close', (code) =>
      resolve({ code, stdout: Buffer.concat(stdout), stderr: Buffer.concat(stderr).toString('utf8') }),
    );
    if (stdin !== undefined) child.stdin.end(stdin);
  });
}

/** Whether `actual` (a JSON result's output) is what the manifest's `expected` says. */
function meets(actual, expected) {
  if ('text' in expected) return actual === expected.text;
  if ('matches' in expected)
    return typeof actual === 'string' && new RegExp(expected.matches, expected.flags).test(actual);
  if ('base64' in expected) return actual?.base64 === expected.base64;
  if ('value' in expected) return Object.is(actual, expected.value);
  if ('absent' in expected) return actual === undefined;
  return (
    typeof actual === 'object' &&
    actual !== null &&
    Object.entries(expected.record).every(([name, part]) => meets(actual[name], part))
  );
}

function exampleArgs(operation, example) {
  const args = [operation.id];
  for (const [name, text] of Object.entries(example.options)) {
    const option = operation.options.find((candidate) => candidate.name === name);
    args.push(`${option.flag}=${text}`);
  }
  return args;
}

async function checkExample(operation, example, { viaStdin }) {
  const args = exampleArgs(operation, example);
  let stdin;
  // Options and flags before the input, which follows `--` (it may start with a dash).
  if (example.inputBase64 !== undefined) {
    const file = join(folder, `${operation.id}-${Math.random().toString(36).slice(2)}.bin`);
    writeFileSync(file, Buffer.from(example.inputBase64, 'base64'));
    args.push('--file', file);
  } else if (example.input !== undefined) {
    if (viaStdin) stdin = example.input;
    else args.push('--', example.input);
  }
  const plain = example.output !== undefined && 'text' in example.output;
  if (!plain) args.splice(1, 0, '--json');
  const result = await cli(args, stdin);
  const shown = `${args.join(' ')}${stdin === undefined ? '' : ` < ${JSON.stringify(stdin)}`}`;
  if (example.error !== undefined) {
    assert.equal(result.code, 1, `${shown}: exit code`);
    assert.deepEqual(JSON.parse(result.stderr).error, { code: example.error, message: example.errorMessage }, shown);
    return;
  }
  assert.equal(result.code, 0, `${shown}: exit code (stderr: ${result.stderr})`);
  if (plain) {
    const text = example.output.text;
    assert.equal(result.stdout.toString('utf8'), text.endsWith('\n') ? text : `${text}\n`, shown);
    return;
  }
  const json = JSON.parse(result.stdout.toString('utf8'));
  assert.ok(meets(json.output, example.output), `${shown}: got ${JSON.stringify(json.output)}`);
  assert.deepEqual(
    json.notes.map((note) => note.code),
    example.notes ?? [],
    `${shown}: notes`,
  );
}

describe('the installed binary', () => {
  it(
    'runs every example of every operation, as an argument or through standard input (both for a lone one)',
    { timeout: 300_000 },
    async () => {
      const jobs = [];
      for (const operation of manifest.operations.filter((candidate) => !candidate.browserOnly))
        for (const [index, example] of operation.examples.entries()) {
          // Every other example through standard input, and an operation's only one both ways.
          const both = operation.examples.length === 1;
          const viaStdin = example.input !== undefined && (both || index % 2 === 1);
          if (!viaStdin || both) jobs.push(() => checkExample(operation, example, { viaStdin: false }));
          if (viaStdin) jobs.push(() => checkExample(operation, example, { viaStdin: true }));
        }
      const failures = [];
      const worker = async () => {
        for (let job = jobs.shift(); job; job = jobs.shift())
          await job().catch((error) => failures.push(error.message));
      };
      await Promise.all(Array.from({ length: 4 }, worker));
      assert.deepEqual(failures, []);
    },
  );

  it('says its version, lists every operation and helps with each', async () => {
    const version = await cli(['--version']);
    assert.equal(version.stdout.toString(), `${manifest.version}\n`);
    const list = (await cli(['--list'])).stdout.toString();
    for (const operation of manifest.operations) assert.match(list, new RegExp(`^  ${operation.id} `, 'm'));
    assert.match(list, /In the browser only/);
    const help = await cli(['json-prettify', '--help']);
    assert.equal(help.code, 0);
    assert.match(
      help.stdout.toString(),
      /--indent-size <value>\s+Indent size \(a whole number from 0 to 10; default 3\)/,
    );
    assert.match(help.stdout.toString(), /\$ it-tools json-prettify --indent-size 0 '\{"b":1,"a":\[1,2\]\}'/);
  });

  it('ships a README whose list of operations is the one the declarations give', () => {
    const readme = readFileSync(join(folder, 'node_modules', 'it-tools-cli', 'README.md'), 'utf8');
    assert.equal(writtenList(readme), readmeList(manifest), 'run `npm run readme -w it-tools-cli`');
    const packed = readFileSync(join(folder, 'node_modules', 'it-tools-cli', 'package.json'), 'utf8');
    assert.equal(JSON.parse(packed).dependencies, undefined);
  });

  it('writes bytes to a file with -o and reads them back with --file', async () => {
    const out = join(folder, 'decoded.gif');
    const decoded = await cli(['base64-file-decode', '--pick', 'file', '-o', out, 'R0lGODlhAQABAAAAACw=']);
    assert.equal(decoded.code, 0, decoded.stderr);
    const encoded = await cli(['base64-file-encode', '--no-include-prefix', '--file', out]);
    assert.equal(encoded.stdout.toString(), 'R0lGODlhAQABAAAAACw=\n');
  });

  it("exits 1 with the page's words when the tool refuses the input, 2 when the command line is wrong", async () => {
    const refused = await cli(['base64-decode', '%%%']);
    assert.deepEqual([refused.code, refused.stderr], [1, 'This is not a valid base64 string.\n']);
    const unknown = await cli(['json-prettyfy', '{}']);
    assert.equal(unknown.code, 2);
    assert.equal(
      unknown.stderr,
      'Unknown operation "json-prettyfy". Did you mean json-prettify? `it-tools --list` lists them all.\n',
    );
    const badValue = await cli(['json-prettify', '--indent-size', 'wide', '{}']);
    assert.deepEqual(
      [badValue.code, badValue.stderr],
      [2, '--indent-size expects a whole number from 0 to 10, not "wide".\n'],
    );
    const badOption = await cli(['json-prettify', '--colour', '{}']);
    assert.equal(badOption.code, 2);
    assert.match(badOption.stderr, /json-prettify has no option --colour\. Its options: --sort-keys, --indent-size\./);
    const twoInputs = await cli(['base64-encode', 'a', 'b']);
    assert.equal(twoInputs.code, 2);
    const browserOnly = await cli(['qr-decode', '--file', bin]);
    assert.equal(browserOnly.code, 2);
    assert.match(browserOnly.stderr, /runs in the browser only/);
    const missing = await cli(['base64-file-encode', '--file', join(folder, 'nothing-here')]);
    assert.deepEqual([missing.code, missing.stderr], [2, `Cannot read ${join(folder, 'nothing-here')}: ENOENT.\n`]);
  });
});

describe('the MCP server', () => {
  let client;
  before(async () => {
    client = new Client({ name: 'installed-test', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: bin, args: ['mcp'], stderr: 'pipe' }));
  });
  after(() => client?.close());

  it('lists every operation that runs outside a browser, with a schema from its declaration', async () => {
    const { tools } = await client.listTools();
    const runnable = manifest.operations.filter((operation) => !operation.browserOnly);
    assert.deepEqual(
      tools.map((tool) => tool.name),
      runnable.map((operation) => operation.id),
    );
    const prettify = tools.find((tool) => tool.name === 'json-prettify');
    assert.deepEqual(prettify.inputSchema.required, ['input']);
    assert.deepEqual(prettify.inputSchema.properties.indentSize, {
      type: 'integer',
      default: 3,
      minimum: 0,
      maximum: 10,
      description: 'Indent size',
    });
  });

  it('calls each operation with its first example', { timeout: 300_000 }, async () => {
    const failures = [];
    for (const operation of manifest.operations.filter((candidate) => !candidate.browserOnly)) {
      const [example] = operation.examples;
      const args = Object.fromEntries(
        Object.entries(example.options).map(([name, text]) => {
          const option = operation.options.find((candidate) => candidate.name === name);
          const typed = { boolean: () => text === 'true', integer: () => Number(text), data: () => JSON.parse(text) };
          return [name, typed[option.shape.type]?.() ?? text];
        }),
      );
      if (example.input !== undefined) args.input = example.input;
      if (example.inputBase64 !== undefined) args.input = example.inputBase64;
      const result = await client.callTool({ name: operation.id, arguments: args });
      const [first] = result.content;
      if (example.error !== undefined) {
        if (!result.isError || first.text !== example.errorMessage)
          failures.push(`${operation.id}: ${JSON.stringify(result)}`);
        continue;
      }
      if (result.isError) {
        failures.push(`${operation.id}: ${first.text}`);
        continue;
      }
      const output =
        first.type === 'resource'
          ? { base64: first.resource.blob }
          : operation.outputs.length > 1 || !('text' in example.output || 'matches' in example.output)
            ? JSON.parse(first.text)
            : first.text;
      if (!meets(output, example.output)) failures.push(`${operation.id}: got ${JSON.stringify(output)}`);
    }
    assert.deepEqual(failures, []);
  });

  it('refuses a call it cannot take with a message, and keeps serving', async () => {
    const refused = await client.callTool({ name: 'base64-decode', arguments: { input: '%%%' } });
    assert.deepEqual(refused, {
      content: [{ type: 'text', text: 'This is not a valid base64 string.' }],
      isError: true,
    });
    const unknownOption = await client.callTool({ name: 'base64-encode', arguments: { input: 'a', colour: 'red' } });
    assert.equal(unknownOption.isError, true);
    const encoded = await client.callTool({ name: 'base64-encode', arguments: { input: 'hello' } });
    assert.deepEqual(encoded.content, [{ type: 'text', text: 'aGVsbG8=' }]);
  });
});
