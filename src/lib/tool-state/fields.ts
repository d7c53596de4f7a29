/**
 * A tool declares its inputs and options once, as fields with a default and flags saying where the
 * value is kept. The same declaration drives local storage, the URL query and the page state.
 */
export interface FieldFlags {
  /** Remembered in local storage (key `<slug>:<name>`). */
  persist?: boolean;
  /** Mirrored in the URL query (`?name=value`), so a link reproduces the tool's state. */
  url?: boolean;
  /** Never written to the URL, whatever else is set (passwords, keys, secrets). */
  sensitive?: boolean;
}

export interface Field<T> extends FieldFlags {
  defaultValue: T;
  /** Text (from the URL or storage) to a value; undefined when the text is not acceptable. */
  // Method syntax on purpose: it lets a Field<number> stand where a Field<unknown> is expected.
  parse(text: string): T | undefined;
  format(value: T): string;
}

export type FieldValues<S extends Record<string, Field<unknown>>> = {
  [K in keyof S]: S[K]['defaultValue'];
};

export function textField(defaultValue: string, flags: FieldFlags = {}): Field<string> {
  return { ...flags, defaultValue, parse: (text) => text, format: (value) => value };
}

export function booleanField(defaultValue: boolean, flags: FieldFlags = {}): Field<boolean> {
  return {
    ...flags,
    defaultValue,
    parse: (text) => (text === 'true' ? true : text === 'false' ? false : undefined),
    format: String,
  };
}

export function integerField(
  defaultValue: number,
  {
    min = Number.MIN_SAFE_INTEGER,
    max = Number.MAX_SAFE_INTEGER,
    ...flags
  }: FieldFlags & { min?: number; max?: number } = {},
): Field<number> {
  return {
    ...flags,
    defaultValue,
    parse: (text) => {
      if (!/^\s*-?\d+\s*$/.test(text)) return undefined;
      return Math.min(max, Math.max(min, Number.parseInt(text, 10)));
    },
    format: String,
  };
}

export function choiceField<T extends string>(
  defaultValue: T,
  choices: readonly T[],
  flags: FieldFlags = {},
): Field<T> {
  return {
    ...flags,
    defaultValue,
    parse: (text) => ((choices as readonly string[]).includes(text) ? (text as T) : undefined),
    format: (value) => value,
  };
}

export function defineFields<S extends Record<string, Field<unknown>>>(fields: S): S {
  return fields;
}

export function defaultValues<S extends Record<string, Field<unknown>>>(fields: S): FieldValues<S> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, field.defaultValue]),
  ) as FieldValues<S>;
}
