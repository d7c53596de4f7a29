import type { ExampleManifest, ExpectedOutput, Manifest, OperationManifest, OptionManifest } from './manifest';
import { expectedValue } from './option-values';
import { shellQuote } from './shell-quote';

export const bin = 'it-tools';

const kindsText = (kinds: readonly string[]) => kinds[0] ?? 'none';

/** `text → base64`: the input's kind and the outputs' (the first three different ones). */
function arrow(operation: OperationManifest): string {
  const kinds = [...new Set(operation.outputs.map((output) => kindsText(output.kinds)))];
  const outputs = kinds.length > 3 ? `${kinds.slice(0, 3).join(', ')}, …` : kinds.join(', ');
  return `${operation.input.source === 'none' ? '—' : kindsText(operation.input.kinds)} → ${outputs}`;
}

/** `--list`: every operation with its kinds and one line, then the tools that cannot run here. */
export function listText(manifest: Manifest): string {
  const runnable = manifest.operations.filter((operation) => !operation.browserOnly);
  const idWidth = Math.max(...manifest.operations.map((operation) => operation.id.length));
  const arrowWidth = Math.max(...manifest.operations.map((operation) => arrow(operation).length));
  const line = (operation: OperationManifest) =>
    `  ${operation.id.padEnd(idWidth)}  ${arrow(operation).padEnd(arrowWidth)}  ${operation.description}`;
  const lines = [
    `${bin} ${manifest.version}: ${runnable.length} operations. \`${bin} <operation> --help\` shows one.`,
    '',
    ...runnable.map(line),
  ];
  const browserOnly = manifest.operations.filter((operation) => operation.browserOnly);
  if (browserOnly.length > 0)
    lines.push(
      '',
      'In the browser only (open the tool in the web app):',
      ...browserOnly.map((operation) => `  ${operation.id.padEnd(idWidth)}  ${operation.browserOnly}`),
    );
  if (manifest.withoutOperations.length > 0)
    lines.push(
      '',
      'Tools with nothing to compute:',
      ...manifest.withoutOperations.map((tool) => `  ${tool.tool.padEnd(idWidth)}  ${tool.reason}`),
    );
  return lines.join('\n');
}

/** `-r, --raw-output` or `--query <value>`. */
const flagsOf = (option: OptionManifest) =>
  `${option.short === undefined ? '' : `${option.short}, `}${option.flag}${option.shape.type === 'boolean' ? '' : ' <value>'}`;

function optionLine(option: OptionManifest, width: number): string {
  const facts = [expectedValue(option)];
  if (option.default !== '') facts.push(`default ${option.default}`);
  if (option.sensitive) facts.push('sensitive');
  const lines = [`  ${flagsOf(option).padEnd(width)}  ${option.label} (${facts.join('; ')})`];
  if (option.help) lines.push(`  ${''.padEnd(width)}  ${option.help}`);
  for (const { flag, line } of option.lineFlags ?? []) {
    const named = line.replace(/\{(\w+)\}/g, '<$1>');
    const values = [...new Set(named.match(/<\w+>/g))].join(' ');
    lines.push(`  ${`${flag} ${values}`.padEnd(width)}  adds the line ${named} to ${option.flag}`);
  }
  if (option.choiceLabels)
    for (const [choice, label] of Object.entries(option.choiceLabels))
      if (label !== choice) lines.push(`  ${''.padEnd(width)}    ${choice}: ${label}`);
  return lines.join('\n');
}

/** An example as a command: its options and input, or its input piped in. */
export function exampleCommand(operation: OperationManifest, example: ExampleManifest): string {
  const options = Object.entries(example.options).map(([name, text]) => {
    const option = operation.options.find((candidate) => candidate.name === name);
    const flag = option?.flag ?? `--${name}`;
    if (option?.shape.type === 'boolean') return text === 'true' ? flag : `--no-${flag.slice(2)}`;
    return `${flag} ${shellQuote(text)}`;
  });
  const command = [bin, operation.id, ...options];
  if (example.inputBase64 !== undefined) return `${command.join(' ')} --file <file>`;
  if (example.input === undefined) return command.join(' ');
  if (example.input.startsWith('-')) command.push('--');
  return [...command, shellQuote(example.input)].join(' ');
}

function expectedText(expected: ExpectedOutput): string {
  if ('text' in expected) return expected.text;
  if ('matches' in expected) return `(text matching /${expected.matches}/${expected.flags})`;
  if ('base64' in expected) return `(bytes, Base64 ${expected.base64})`;
  if ('value' in expected) return JSON.stringify(expected.value);
  if ('absent' in expected) return '(none)';
  return Object.entries(expected.record)
    .map(([name, part]) => `${name}: ${expectedText(part)}`)
    .join('\n');
}

/** A label without the colon a form puts after it. */
const bare = (label: string) => label.replace(/\s*:\s*$/, '');

const indented = (text: string) =>
  text
    .split('\n')
    .map((line) => `      ${line}`)
    .join('\n');

/** `<operation> --help`: what it takes and gives, its options and its examples as commands. */
export function helpText(operation: OperationManifest): string {
  const input =
    operation.input.source === 'none'
      ? ''
      : operation.input.source === 'bytes'
        ? ' (--file <path> | -)'
        : ' [<input> | - | --file <path>]';
  const lines = [
    `${bin} ${operation.id}: ${operation.description}`,
    `From the tool "${operation.toolName}" (/${operation.tool} in the web app).`,
    '',
    `Usage: ${bin} ${operation.id} [options]${input}`,
  ];
  if (operation.browserOnly) lines.push('', `In the browser only: ${operation.browserOnly}`);
  if (operation.input.source !== 'none') {
    const kind = `${operation.input.kinds[0]}${operation.input.source === 'bytes' ? ', bytes' : ''}`;
    lines.push(`Input: ${operation.input.label ? `${bare(operation.input.label)} (${kind})` : kind}`);
  }
  for (const output of operation.outputs) {
    const kind = `(${output.kinds[0]})`;
    if (output.name === undefined) lines.push(`Output: ${bare(output.label)} ${kind}`);
    else if (output.name === output.label) lines.push(`Output ${output.name} ${kind}`);
    else lines.push(`Output ${output.name}: ${bare(output.label)} ${kind}`);
  }
  const width = Math.max(20, ...operation.options.map((option) => flagsOf(option).length));
  if (operation.options.length > 0)
    lines.push('', 'Options:', ...operation.options.map((option) => optionLine(option, width)));
  lines.push(
    '',
    'Always:',
    `  ${'--json'.padEnd(width)}  the result as JSON (output, notes; an error's code and message)`,
    `  ${'-o, --output <path>'.padEnd(width)}  write the output to a file`,
  );
  if (operation.outputs.length > 1)
    lines.push(
      `  ${'--pick <name>'.padEnd(width)}  give one output only: ${operation.outputs.map((output) => output.name).join(', ')}`,
    );
  if (operation.examples.length > 0) {
    lines.push('', 'Examples:');
    for (const example of operation.examples) {
      lines.push(`  ${example.name ? `# ${example.name}\n  ` : ''}$ ${exampleCommand(operation, example)}`);
      if (example.output) lines.push(indented(expectedText(example.output)));
      else if (example.error) lines.push(indented(`(fails, exit code 1: ${example.errorMessage ?? example.error})`));
    }
  }
  return lines.join('\n');
}

/** The whole command line, for `--help` alone. */
export function usageText(manifest: Manifest): string {
  return [
    `${bin} ${manifest.version}: the IT Tools operations in a terminal, and for AI agents.`,
    '',
    'Usage:',
    `  ${bin} <operation> [options] [<input> | -]   run an operation (input from the argument, or standard input)`,
    `  ${bin} <operation> --help                   its options and examples`,
    `  ${bin} --list                               every operation`,
    `  ${bin} mcp                                  serve every operation over MCP (standard input/output)`,
    `  ${bin} --version`,
    '',
    'Exit codes: 0 done, 1 the tool says the input is wrong, 2 the command line is wrong.',
  ].join('\n');
}
