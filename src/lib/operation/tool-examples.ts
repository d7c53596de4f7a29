import { fieldValues, type AnyOperation } from './operation';

/** A declared example with a name, as the page's "Examples" menu offers it: all its operation's field values. */
export interface NamedExample {
  /** Catalogue key of its name, and that name in English. */
  name: string;
  english: string;
  /**
   * Every field of its operation: the example's input and options, the others at their defaults
   * (but those made afresh, such as a random salt).
   */
  values: Record<string, unknown>;
}

/**
 * The named examples of a tool's operations (`declared`: its `operations` export) whose input is
 * text or nothing (a file cannot be filled in), with their names in English through `english`.
 */
export function namedExamples(declared: unknown, english: (key: string) => string): NamedExample[] {
  const list = (declared as { list?: AnyOperation[] } | undefined)?.list ?? [];
  return list.flatMap((operation) =>
    operation.examples.flatMap((example): NamedExample[] => {
      if (example.name === undefined || example.input instanceof Uint8Array) return [];
      const values: Record<string, unknown> = fieldValues(operation.fields, example.options);
      // A value made afresh (a random salt) is made afresh unless the example gives one.
      for (const [name, declared] of Object.entries(operation.fields))
        if (declared.generate && !(example.options && name in example.options)) delete values[name];
      const field = operation.input.field;
      if (field !== undefined && typeof example.input === 'string') values[field] = example.input;
      return [{ name: example.name, english: english(example.name), values }];
    }),
  );
}
