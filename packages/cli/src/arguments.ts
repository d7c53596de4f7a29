import type { OptionManifest } from './manifest';
import { UsageError } from './usage-error';

/** What the command line asks, before it is checked against an operation's options. */
export interface Request {
  json: boolean;
  help: boolean;
  /** A file to read the input from (bytes, or UTF-8 text). */
  file?: string;
  /** A file to write the output to, instead of standard output. */
  output?: string;
  /** The one named output to give, of an operation with several. */
  pick?: string;
  /** Option values as written, by option name. */
  options: Map<string, string>;
  /** The input, when given as an argument (`-` reads standard input). */
  input?: string;
}

const valueFlags = new Map<string, 'file' | 'output' | 'pick'>([
  ['--file', 'file'],
  ['--output', 'output'],
  ['-o', 'output'],
  ['--pick', 'pick'],
]);

/** A line flag's line with its two values in place of the names its template gives them, in order. */
export function lineOf(template: string, values: readonly [string, string]): string {
  const names = [...new Set([...template.matchAll(/\{(\w+)\}/g)].map(([, name]) => name))];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[names.indexOf(name)] ?? '');
}

/**
 * Reads an operation's arguments: its options (`--name value`, `--name=value`; a boolean alone is
 * true, `--no-name` false; a one-letter flag where the option has one, booleans joined as `-rc`;
 * a line flag's two values, `--arg name value`, adding a line to its option), the command line's
 * own flags, and at most one input. `--` ends the flags, so an input may start with a dash.
 */
export function parseRequest(
  operationId: string,
  args: readonly string[],
  options: readonly OptionManifest[],
): Request {
  const request: Request = { json: false, help: false, options: new Map() };
  const byFlag = new Map(
    options.flatMap((option) => [
      [option.flag, option],
      ...(option.short === undefined ? [] : [[option.short, option] as const]),
    ]),
  );
  const lineFlags = new Map(
    options.flatMap((option) => (option.lineFlags ?? []).map((lineFlag) => [lineFlag.flag, { option, lineFlag }])),
  );
  const addLine = (option: OptionManifest, line: string) => {
    const before = request.options.get(option.name);
    request.options.set(option.name, before === undefined || before === '' ? line : `${before}\n${line}`);
  };
  const inputs: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--') {
      inputs.push(...args.slice(index + 1));
      break;
    }
    if (arg === '-' || !arg.startsWith('-')) {
      inputs.push(arg);
      continue;
    }
    const equals = arg.indexOf('=');
    const flag = equals === -1 ? arg : arg.slice(0, equals);
    const inline = equals === -1 ? undefined : arg.slice(equals + 1);
    const takeValue = (): string => {
      if (inline !== undefined) return inline;
      if (index + 1 >= args.length) throw new UsageError(`${flag} needs a value.`);
      index += 1;
      return args[index];
    };
    if (flag === '--json' || flag === '--help' || flag === '-h') {
      if (inline !== undefined) throw new UsageError(`${flag} takes no value.`);
      request[flag === '--json' ? 'json' : 'help'] = true;
      continue;
    }
    const own = valueFlags.get(flag);
    if (own) {
      request[own] = takeValue();
      continue;
    }
    const option = byFlag.get(flag);
    if (option) {
      const value = option.shape.type === 'boolean' && inline === undefined ? 'true' : takeValue();
      if (option.lineFlags) addLine(option, value);
      else request.options.set(option.name, value);
      continue;
    }
    const byLine = lineFlags.get(flag);
    if (byLine) {
      if (inline !== undefined || index + 2 >= args.length) throw new UsageError(`${flag} needs two values.`);
      addLine(byLine.option, lineOf(byLine.lineFlag.line, [args[index + 1], args[index + 2]]));
      index += 2;
      continue;
    }
    const joined = /^-[A-Za-z]{2,}$/.test(arg) ? [...arg.slice(1)].map((letter) => byFlag.get(`-${letter}`)) : [];
    if (joined.length > 0 && joined.every((each) => each?.shape.type === 'boolean')) {
      for (const each of joined) request.options.set(each!.name, 'true');
      continue;
    }
    const negated = flag.startsWith('--no-') ? byFlag.get(`--${flag.slice(5)}`) : undefined;
    if (negated?.shape.type === 'boolean' && inline === undefined) {
      request.options.set(negated.name, 'false');
      continue;
    }
    const known = options
      .flatMap((candidate) => [
        candidate.short === undefined ? candidate.flag : `${candidate.short}/${candidate.flag}`,
        ...(candidate.lineFlags ?? []).map((lineFlag) => lineFlag.flag),
      ])
      .join(', ');
    throw new UsageError(
      `${operationId} has no option ${flag}. ${known ? `Its options: ${known}.` : 'It has no options.'} ` +
        `See: it-tools ${operationId} --help`,
    );
  }
  if (inputs.length > 1)
    throw new UsageError(
      `${operationId} takes one input, got ${inputs.length} (${inputs.map((input) => JSON.stringify(input)).join(' ')}). ` +
        'Quote an input that has spaces.',
    );
  if (inputs.length === 1) request.input = inputs[0];
  return request;
}
