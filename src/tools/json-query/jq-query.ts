// jq as the command runs it: the switches and variables become its flags, the text goes to it as
// typed (never parsed by JavaScript first, so numbers keep their digits), and what it prints is
// given back word for word. The jq engine itself (jq-wasm) is handed in by each host.
import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';
import type { JqSwitch } from './fields';

/** What one jq run prints: jq-wasm's `raw()` (its output and errors trimmed of surrounding blanks). */
export interface JqRun {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/** A loaded jq: runs `query` on `input` with the command's `flags`, synchronously. */
export interface JqEngine {
  raw(input: string, query: string, flags: string[]): JqRun;
}

export type JqOptions = Record<JqSwitch, boolean> & { variables: string };

/** `name=value` (`--arg`, a string) or `name:=JSON` (`--argjson`). */
export interface JqVariable {
  name: string;
  value: string;
  json: boolean;
}

const switchFlags: Readonly<Record<JqSwitch, string>> = {
  rawOutput: '-r',
  compactOutput: '-c',
  slurp: '-s',
  nullInput: '-n',
  rawInput: '-R',
  sortKeys: '-S',
};

const variableName = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The variables, one per line: `name=value` (the value is everything after the first `=`) or
 * `name:=JSON`; blank lines and lines starting with `#` are skipped. Checked before jq runs, so that
 * the message names the line.
 */
export function parseVariables(text: string): Result<JqVariable[], Message> {
  const variables: JqVariable[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (const [index, line] of lines.entries()) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const at = { line: index + 1 };
    const equals = line.indexOf('=');
    if (equals === -1) return err(message('errors.variableForm', at));
    const json = equals > 0 && line[equals - 1] === ':';
    const name = line.slice(0, json ? equals - 1 : equals).trim();
    if (!variableName.test(name)) return err(message('errors.variableName', at));
    const value = line.slice(equals + 1);
    if (json && !isJson(value)) return err(message('errors.variableJson', at));
    variables.push({ name, value, json });
  }
  return ok(variables);
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The command's flags: the switches in the order `-r -c -s -n -R -S`, then `--arg`/`--argjson` in
 * line order, then `--`, so that a query starting with a dash is read as the query.
 */
export function jqFlags(options: Record<JqSwitch, boolean>, variables: readonly JqVariable[]): string[] {
  const flags = (Object.keys(switchFlags) as JqSwitch[])
    .filter((name) => options[name])
    .map((name) => switchFlags[name]);
  for (const { name, value, json } of variables) flags.push(json ? '--argjson' : '--arg', name, value);
  flags.push('--');
  return flags;
}

// The lines jq adds after a command-line error, pointing to its manual: not this page's business.
const usageLine = /^(Use jq --help\b|or see the jq manpage\b)/;

/**
 * jq's error output as the jq command prints it: the emulated input file `/dev/stdin` named
 * `<stdin>`, and the lines about jq's manual dropped. Line breaks and the caret line are kept.
 */
export function jqErrorText(stderr: string): string {
  return stderr
    .replace(/\bat \/dev\/stdin:(\d+)/g, 'at <stdin>:$1')
    .split('\n')
    .filter((line) => !usageLine.test(line))
    .join('\n')
    .trimEnd();
}

/** What a jq run gives the page: its output, and its messages or its error. */
export interface JqAnswer {
  /** Standard output: on failure, what jq printed before the error. */
  output: string;
  /** Standard error of a run that succeeded (`debug`, `stderr`); empty when there was none. */
  messages: string;
  /** Why the run failed: jq's own words (errors.jq), or a variable's line. */
  error?: Message;
  /** The failure is about "Variables", not the query. */
  variablesError?: boolean;
}

/** Runs `query` on `input` with the options; an empty query runs nothing. */
export function runJq(engine: JqEngine, input: string, query: string, options: JqOptions): JqAnswer {
  if (query.trim() === '') return { output: '', messages: '' };
  const variables = parseVariables(options.variables);
  if (!variables.ok) return { output: '', messages: '', error: variables.error, variablesError: true };
  const { stdout, stderr, exitCode } = engine.raw(input, query, jqFlags(options, variables.value));
  if (exitCode === 0) return { output: stdout, messages: stderr };
  const detail = jqErrorText(stderr);
  return {
    output: stdout,
    messages: '',
    error: detail === '' ? message('errors.jqExit', { status: exitCode }) : message('errors.jq', { detail }),
  };
}
