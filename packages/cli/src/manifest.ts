import type { FieldShape } from '../../../src/lib/tool-state/fields';
import type { Kind } from '../../../src/lib/operation/kinds';

/**
 * What the command line and the MCP server know of every operation without loading it: read from
 * the declarations at build time (see describe.ts) into `manifest.json`, so that `--list`, `--help`
 * and `tools/list` cost one small file, and running an operation loads only its tool's code.
 */
export interface Manifest {
  version: string;
  operations: OperationManifest[];
  /** Tools with nothing to compute (a camera, a memo), and why. */
  withoutOperations: { tool: string; toolName: string; reason: string }[];
}

export interface OperationManifest {
  id: string;
  /** The tool's slug (its folder and its page's route). */
  tool: string;
  toolName: string;
  /** One line: the operation's own description, or its tool's. */
  description: string;
  input: InputManifest;
  /** One output, or several by name (`name` then set). */
  outputs: OutputManifest[];
  options: OptionManifest[];
  examples: ExampleManifest[];
  /** Why it cannot run outside a browser, when it cannot. */
  browserOnly?: string;
}

export interface InputManifest {
  /** `text` (an argument or standard input), `bytes` (a file or standard input) or `none`. */
  source: 'text' | 'bytes' | 'none';
  /** The kind and its parents, nearest first (`jwt`, `text`). */
  kinds: Kind[];
  label?: string;
  /** The field that holds a text input on the page. */
  field?: string;
}

export interface OutputManifest {
  name?: string;
  kinds: Kind[];
  label: string;
  bytes: boolean;
}

export interface OptionManifest {
  /** The field's public name, as in links: `encodeUrlSafe`. */
  name: string;
  /** Its command-line flag: `--encode-url-safe`. */
  flag: string;
  /** Its one-letter flag, when the tool's users know one: `-r`. */
  short?: string;
  /** Flags of two values that each add a line to it: `--arg` adds `{name}={value}`. */
  lineFlags?: { flag: string; line: string }[];
  shape: FieldShape;
  /** The default in its text form (as a flag's value is written). */
  default: string;
  label: string;
  help?: string;
  /** The shown name of each choice that has one. */
  choiceLabels?: Record<string, string>;
  sensitive: boolean;
}

/** A declared example: its input, its options in their text form, and what it gives. */
export interface ExampleManifest {
  name?: string;
  /** Text input. */
  input?: string;
  /** Bytes input, in Base64. */
  inputBase64?: string;
  /** Option values in their text form, by option name. */
  options: Record<string, string>;
  output?: ExpectedOutput;
  /** Codes of the notes it gives with its output. */
  notes?: string[];
  /** The code of the error it gives instead of an output… */
  error?: string;
  /** …and its words (as the command line writes it to standard error). */
  errorMessage?: string;
}

/**
 * An expected output: exact text, a pattern (random output), bytes in Base64, another plain value,
 * nothing, or some of a record's parts (named outputs, or an object's properties).
 */
export type ExpectedOutput =
  | { text: string }
  | { matches: string; flags: string }
  | { base64: string }
  | { value: number | boolean | null }
  /** No such output, or property (JSON leaves it out). */
  | { absent: true }
  | { record: Record<string, ExpectedOutput> };
