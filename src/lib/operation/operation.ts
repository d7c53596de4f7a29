import type { Err, Ok } from '../result';
import type { Fields, FieldValues } from '../tool-state/fields';
import type { Kind } from './kinds';
import type { Message } from './message';

/** A value an operation takes: text, bytes, or nothing (a generator). */
export type InputValue = string | Uint8Array | undefined;

/**
 * The operation's input: its kind and, for text, which of the operation's fields holds it in the
 * page (its public name in links; the field gives its default and label). `I` is the value `run`
 * receives.
 */
export interface InputDeclaration<I extends InputValue> {
  kind: Kind;
  /** The field of a text input; absent for bytes (a picked file) and for no input. */
  field?: string;
  /** Catalogue key of its visible label, when no field carries it. */
  label?: string;
  /** Never set: ties the declaration to the type of value `run` receives. */
  readonly valueType?: I;
}

/** Text of `kind`, held by the operation's field `field`. */
export function textInput(kind: Kind, field: string): InputDeclaration<string> {
  return { kind, field };
}

/** Bytes of `kind` (a file, an image), labelled by the catalogue key `label`. */
export function bytesInput(kind: Kind, label: string): InputDeclaration<Uint8Array> {
  return { kind, label };
}

/** Nothing: the operation makes its output from its options alone. */
export const noInput: InputDeclaration<undefined> = { kind: 'none' };

export interface OutputDeclaration {
  kind: Kind;
  /** Catalogue key of its visible label. */
  label: string;
}

/** Something said about an output: a plain fact (its size, say) or a warning (what was left out). */
export interface Note extends Message {
  warning?: boolean;
}

/** Its value, and maybe notes about it, worded by the catalogue; or why there is none. */
export type OperationResult<O> = (Ok<O> & { notes?: Note[] }) | Err<Message>;

/** What an example's output must be: the exact value, or a pattern for a random one. */
export type Expected<O> = O extends string
  ? string | { matches: RegExp }
  : O extends Uint8Array
    ? O
    : { [K in keyof O]?: Expected<O[K]> };

/** A verified example of the spec: the input and options, and the output or the error's code. */
export interface OperationExample<I, O, F extends Fields> {
  /** Catalogue key of a few words naming it (the page's "Examples" menu). */
  name?: string;
  input: I;
  /** The values of the options it sets (the others keep their defaults). */
  options?: Partial<FieldValues<F>>;
  output?: Expected<O>;
  /** Codes of the notes it gives along with its output. */
  notes?: string[];
  /** The code of the error it gives instead. */
  error?: string;
}

/**
 * What a tool does, declared once and UI-free, so that its page, a worker, the table-driven example
 * test, the command line and the MCP server all use the same declaration: the input (its kind and
 * field), the options (the page's very fields), the output or named outputs (kind and label),
 * `run`, and the spec's examples as data. Words are keys of the tool's message catalogue.
 */
export interface Operation<I extends InputValue = InputValue, O = unknown, F extends Fields = Fields> {
  /** Stable and public: the command line's name for it (`json-to-yaml`, `base64-encode`). */
  id: string;
  /** Catalogue key of a one-line description; the tool's own description when absent. */
  description?: string;
  input: InputDeclaration<I>;
  /**
   * The page's fields, by public name: the text input's (see `input.field`) and the options' (in
   * links, and as command-line flags).
   */
  fields: F;
  /** The output, when there is one… */
  output?: OutputDeclaration;
  /** …or the outputs by name, `run` then giving a record of them. */
  outputs?: Record<string, OutputDeclaration>;
  run(input: I, options: FieldValues<F>): OperationResult<O> | Promise<OperationResult<O>>;
  examples: readonly OperationExample<I, NoInfer<O>, F>[];
  /** Catalogue key saying why it cannot run outside a browser (it needs a canvas…); absent when it can. */
  browserOnly?: string;
}

/** Any operation, whatever its types (a list of a tool's operations, say). */
// The input type is contravariant in `run`: `never` lets every operation be listed together.
export type AnyOperation = Operation<never, unknown, Fields> | Operation<InputValue, unknown, Fields>;

/** A plural form's suffix, as i18next names them: `matches_one`, `matches_other` are the key `matches`. */
type PluralSuffix = `_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`;
type WithoutPlural<K extends string> = K extends `${infer Key}${PluralSuffix}` ? Key : K;

/** Every key of a nested message catalogue, dotted: `{ a: { b: 'x' } }` → `'a.b'`. */
export type MessageKey<W> = W extends string
  ? never
  : {
      [K in keyof W & string]: W[K] extends string ? WithoutPlural<K> : `${K}.${MessageKey<W[K]>}`;
    }[keyof W & string];

/** The words an operation names directly, as checked keys of the catalogue `W`. */
interface WordedOperation<W> {
  description?: MessageKey<W>;
  output?: { label: MessageKey<W> };
  outputs?: Record<string, { label: MessageKey<W> }>;
  browserOnly?: MessageKey<W>;
}

/**
 * The operation declarer of a tool whose English catalogue has the type `W`: its description and
 * output labels must be keys of it. (Field labels and error codes are checked against the catalogue
 * by the registry test.) The declaration keeps its own `run`: a synchronous one stays synchronous
 * for the page that calls it.
 */
export function operationOf<W>() {
  return <I extends InputValue, O, F extends Fields, R extends Operation<I, O, F>['run']>(
    operation: Operation<I, O, F> & { run: R } & WordedOperation<W>,
  ): Omit<Operation<I, O, F>, 'run'> & { run: R } => operation;
}

/** A tool with nothing to compute (a camera, a memo) says why, in place of operations. */
interface NoOperations {
  /** Catalogue key of the reason. */
  reason: string;
}

/** The values an operation runs with: its fields' defaults, then what is given. */
export function fieldValues<F extends Fields>(fields: F, given: Partial<FieldValues<F>> = {}): FieldValues<F> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) values[name] = name in given ? given[name] : field.defaultValue;
  return values as FieldValues<F>;
}

/** The operation's options: its fields but the one holding its input. */
export function optionFields(operation: AnyOperation): Fields {
  return Object.fromEntries(Object.entries(operation.fields).filter(([name]) => name !== operation.input.field));
}

/** What a tool's `operations.ts` exports as `operations`: its operations, or why it has none. */
export type ToolOperations = { list: readonly AnyOperation[] } | NoOperations;

/** A tool's operations, in the order its page shows them. */
export function toolOperations(...list: AnyOperation[]): ToolOperations {
  return { list };
}

/** A tool with nothing to compute, and the catalogue key of why (a camera, a memo). */
export function noOperations(reason: string): ToolOperations {
  return { reason };
}
