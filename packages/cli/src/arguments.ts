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

/**
 * Reads an operation's arguments: its options (`--name value`, `--name=value`; a boolean alone is
 * true, `--no-name` false), the command line's own flags, and at most one input. `--` ends the flags,
 * so an input may start with a dash.
 */
export function parseRequest(
  operationId: string,
  args: readonly string[],
  options: readonly OptionManifest[],
): Request {
  const request: Request = { json: false, help: false, options: new Map() };
  const byFlag = new Map(options.map((option) => [option.flag, option]));
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
      request.options.set(option.name, option.shape.type === 'boolean' && inline === undefined ? 'true' : takeValue());
      continue;
    }
    const negated = flag.startsWith('--no-') ? byFlag.get(`--${flag.slice(5)}`) : undefined;
    if (negated?.shape.type === 'boolean' && inline === undefined) {
      request.options.set(negated.name, 'false');
      continue;
    }
    const known = options.map((candidate) => candidate.flag).join(', ');
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
