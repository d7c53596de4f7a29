import type { Fields } from '../../../src/lib/tool-state/fields';
import type { OptionManifest } from './manifest';
import { UsageError } from './usage-error';

const unbounded = (limit: number) => Math.abs(limit) >= Number.MAX_SAFE_INTEGER;

/** What an option takes, in words: `a whole number from 0 to 8`, `one of lower, upper`. */
export function expectedValue(option: Pick<OptionManifest, 'shape'>): string {
  const { shape } = option;
  switch (shape.type) {
    case 'boolean':
      return 'true or false';
    case 'integer':
      if (unbounded(shape.min) && unbounded(shape.max)) return 'a whole number';
      if (unbounded(shape.max)) return `a whole number from ${shape.min}`;
      return `a whole number from ${shape.min} to ${shape.max}`;
    case 'number':
      return 'a number';
    case 'choice':
      return `one of ${shape.choices.join(', ')}`;
    case 'range':
      return `two whole numbers min-max, from ${shape.min} to ${shape.max}`;
    case 'data':
      return 'JSON, as the examples write it';
    case 'text':
      return 'text';
  }
}

/**
 * The values of the options given as text, read by the operation's own fields (as a link's values
 * are); a value a field does not take is a usage error that says what it expects.
 */
export function optionValues(
  fields: Fields,
  options: readonly OptionManifest[],
  given: ReadonlyMap<string, string>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, text] of given) {
    const option = options.find((candidate) => candidate.name === name);
    const field = fields[name];
    if (!option || !field) throw new UsageError(`No option ${name}.`);
    const value = field.parse(text);
    if (value === undefined)
      throw new UsageError(`${option.flag} expects ${expectedValue(option)}, not ${JSON.stringify(text)}.`);
    values[name] = value;
  }
  return values;
}
