/**
 * A tool declares its inputs and options once, as fields with a default and flags; `useToolState`
 * serves them to the page. Where a value goes besides the page follows from two flags:
 *
 * - every field that is not `sensitive` is mirrored in the URL fragment (`#name=value&…`, default
 *   values left out), so a link reproduces the tool; a query parameter of the same name presets it;
 * - `persist: true` also remembers it in local storage, under `<slug>:<kebab-case name>`
 *   (`sortKeys` → `json-prettify:sort-keys`, the reference app's keys) or `storageKey`;
 *   `persist: 'session'` in session storage instead, which a reload keeps and closing the tab ends;
 * - `sensitive: true` (passwords, keys, secrets, tokens, JWTs, mnemonics, whatever a spec calls
 *   secret) keeps it in the page only: never read from or written to the URL, never stored.
 *   Asking to persist a sensitive field is a type error.
 *
 * Field names are public, as URL parameters: camelCase, short and meaningful.
 */
export type FieldFlags =
  | {
      /** Remembered in local storage (`true`) or session storage (`'session'`), under `<slug>:<kebab-case name>`. */
      persist?: boolean | 'session';
      /** The storage key where it must differ from `<slug>:<kebab-case name>` (a reference app's own key). */
      storageKey?: string;
      sensitive?: false;
    }
  | {
      /** In the page only: never in the URL, history or storage. */
      sensitive: true;
      persist?: never;
      storageKey?: never;
    };

/**
 * What a field's value is, so that a form, a command line or a JSON Schema can be drawn from the
 * declaration alone: its type, limits and choices.
 */
export type FieldShape =
  | { type: 'text' }
  | { type: 'boolean' }
  | { type: 'integer'; min: number; max: number }
  /** A number typed as text (kept as typed, checked by the page). */
  | { type: 'number' }
  | { type: 'choice'; choices: readonly string[] }
  /** Two whole numbers `min-max`, each within the limits. */
  | { type: 'range'; min: number; max: number }
  /** A structured value with its own text form (see the field's `format`). */
  | { type: 'data' };

/**
 * The words of a field, as keys of its tool's message catalogue: its visible label, a line of help,
 * and the shown name of each choice (a choice without one is shown as its value).
 */
export interface FieldWords {
  label?: string;
  help?: string;
  choiceLabels?: Readonly<Record<string, string>>;
}

/**
 * How the command line may also write a field, beside its `--kebab-name` flag, for a tool whose
 * users know a program's own flags (jq's `-r`, `--arg name value`).
 */
export interface FieldCommandLine {
  /** A one-letter flag: `r` is `-r` (booleans may be joined: `-rc`). */
  short?: string;
  /**
   * Flags of two values that each add a line to this multi-line text field, in the order given,
   * the values named in the line in the order they come: `{ flag: '--arg', line: '{name}={value}' }`
   * makes `--arg who Ada` add the line `who=Ada`.
   */
  lineFlags?: readonly { flag: string; line: string }[];
}

/** What every field constructor takes besides its own limits. */
export type FieldOptions = FieldFlags & FieldWords & { commandLine?: FieldCommandLine };

/** A field: its default, its flags, its shape and words, and how its value reads from and writes to text. */
export type Field<T> = FieldFlags &
  FieldWords & {
    commandLine?: FieldCommandLine;
    shape: FieldShape;
    defaultValue: T;
    /** Text (from the URL or storage) to a value; undefined when the text is not acceptable. */
    // Method syntax on purpose: it lets a Field<number> stand where a Field<unknown> is expected.
    parse(text: string): T | undefined;
    format(value: T): string;
    /**
     * Makes the first value in the browser, after hydration, when neither the URL nor storage gives
     * one (a random key, salt or IV); the prerendered page shows `defaultValue`.
     */
    generate?(): T;
  };

export type Fields = Record<string, Field<unknown>>;

export type FieldValues<S extends Fields> = {
  [K in keyof S]: S[K]['defaultValue'];
};

/**
 * Free text. `pattern`, when given, is what text from the URL or storage must match to be taken
 * (what the person types is never checked here: the page validates and shows errors). `generate`
 * makes the first value in the browser when no URL or stored value is given (see `Field`).
 */
export function textField(
  defaultValue: string,
  options: FieldOptions & { pattern?: RegExp; generate?: () => string } = {},
): Field<string> {
  const { pattern, generate, ...flags } = options;
  return {
    ...flags,
    shape: { type: 'text' },
    defaultValue,
    generate,
    parse: (text) => (pattern === undefined || pattern.test(text) ? text : undefined),
    format: (value) => value,
  };
}

/** On or off; written `true` / `false`. */
export function booleanField(defaultValue: boolean, flags: FieldOptions = {}): Field<boolean> {
  return {
    ...flags,
    shape: { type: 'boolean' },
    defaultValue,
    parse: (text) => (text === 'true' ? true : text === 'false' ? false : undefined),
    format: String,
  };
}

/** A whole number; text outside [min, max] is clamped to the nearest bound. */
export function integerField(
  defaultValue: number,
  options: FieldOptions & { min?: number; max?: number } = {},
): Field<number> {
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER, ...flags } = options;
  return {
    ...flags,
    shape: { type: 'integer', min, max },
    defaultValue,
    parse: (text) => {
      if (!/^\s*-?\d+\s*$/.test(text)) return undefined;
      return Math.min(max, Math.max(min, Number.parseInt(text, 10)));
    },
    format: String,
  };
}

/**
 * The longest number a number box takes as text (see NumberInput: its formatting slows with the
 * square of the length). A longer one from a link or storage is not taken.
 */
export const numberTextMaxChars = 1000;

/**
 * A number as typed in a box that checks it itself and says what is wrong (a `raw` NumberInput):
 * kept as text, so an unfinished or out-of-range entry stays in the box with its message. Text from
 * a link or storage is taken when a number box could hold it: digits with an optional minus sign
 * and decimal point, possibly unfinished (`''`, `-`, `2.`). A default of `''` starts the box empty.
 */
export function numberTextField(defaultValue: number | '', flags: FieldOptions = {}): Field<string> {
  const numberText = new RegExp(`^(?=.{0,${numberTextMaxChars}}$)-?\\d*\\.?\\d*$`);
  return { ...textField(String(defaultValue), { ...flags, pattern: numberText }), shape: { type: 'number' } };
}

/** One of `choices`, written as itself. */
export function choiceField<T extends string>(
  defaultValue: NoInfer<T>,
  choices: readonly T[],
  flags: FieldOptions = {},
): Field<T> {
  return {
    ...flags,
    shape: { type: 'choice', choices },
    defaultValue,
    parse: (text) => ((choices as readonly string[]).includes(text) ? (text as T) : undefined),
    format: (value) => value,
  };
}

/** Declares a tool's fields; keeps each field's own type for the values `useToolState` returns. */
export function defineFields<S extends Fields>(fields: S): S {
  return fields;
}

export function defaultValues<S extends Fields>(fields: S): FieldValues<S> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, field.defaultValue]),
  ) as FieldValues<S>;
}

/**
 * Every field at its default: what the prerendered page shows. A page can then show an answer known
 * in advance (computed at build time, kept true by a test) instead of waiting for a worker.
 */
export function hasDefaultValues<S extends Fields>(fields: S, values: FieldValues<S>): boolean {
  return Object.entries(fields).every(([name, field]) => Object.is(values[name], field.defaultValue));
}
