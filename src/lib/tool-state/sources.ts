import type { Field, FieldValues } from './fields';

type Fields = Record<string, Field<unknown>>;

export const storageKey = (slug: string, name: string) => `${slug}:${name}`;

function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage full or disabled (private mode): the value still lives in the page.
  }
}

const inUrl = (field: Field<unknown>) => field.url === true && field.sensitive !== true;

/** Values from the URL win over stored ones, which win over defaults; unreadable text is ignored. */
export function readInitialValues<S extends Fields>(
  slug: string,
  fields: S,
  defaults: FieldValues<S>,
  query: URLSearchParams,
): FieldValues<S> {
  const values: Record<string, unknown> = { ...defaults };
  for (const [name, field] of Object.entries(fields)) {
    const fromUrl = inUrl(field) ? query.get(name) : null;
    const fromStorage = field.persist ? readStorage(storageKey(slug, name)) : null;
    for (const text of [fromStorage, fromUrl]) {
      if (text === null) continue;
      const parsed = field.parse(text);
      if (parsed !== undefined) values[name] = parsed;
    }
  }
  return values as FieldValues<S>;
}

/** The query string with one field set to its value (a default value is left out). */
export function queryWithField(
  name: string,
  field: Field<unknown>,
  value: unknown,
  query: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(query);
  if (!inUrl(field)) return next;
  if (value === field.defaultValue) next.delete(name);
  else next.set(name, field.format(value));
  return next;
}

/** The query string with every URL field set to its current value (defaults left out). */
export function queryWithValues<S extends Fields>(
  fields: S,
  values: FieldValues<S>,
  query: URLSearchParams,
): URLSearchParams {
  return Object.entries(fields).reduce(
    (next, [name, field]) => queryWithField(name, field, values[name as keyof S], next),
    new URLSearchParams(query),
  );
}
