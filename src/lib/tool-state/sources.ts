import { readStored, removeStored, writeStored, type StorageArea } from '../storage';
import type { Field, Fields, FieldValues } from './fields';
import { maxLinkedTextLength, type LinkPart } from './tool-link';

const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export const storageKey = (slug: string, name: string) => `${slug}:${kebabCase(name)}`;

/** Where a persisted field is remembered; undefined for a field that is not. */
function storagePlace(
  slug: string,
  name: string,
  field: Field<unknown>,
): { key: string; area: StorageArea } | undefined {
  if (field.sensitive === true || !field.persist) return undefined;
  return { key: field.storageKey ?? storageKey(slug, name), area: field.persist === 'session' ? 'session' : 'local' };
}

/** The two places a link carries values: the fragment (`#…`) and, read as presets, the query. */
export interface UrlValues {
  fragment: URLSearchParams;
  query: URLSearchParams;
}

export function urlValues(location: Pick<Location, 'hash' | 'search'>): UrlValues {
  return { fragment: new URLSearchParams(location.hash.slice(1)), query: new URLSearchParams(location.search) };
}

function firstReadable<T>(field: Field<T>, texts: (string | null)[]): T | undefined {
  for (const text of texts) {
    const value = text === null ? undefined : field.parse(text);
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * The value of each field from the URL fragment, else the query, else storage (persisted fields),
 * else its generated or default value; unreadable text is skipped. `current` is given when
 * re-reading a page already in use (the fragment changed): sensitive fields, which no URL holds,
 * and generated ones the URL does not give keep their current value.
 */
export function readValues<S extends Fields>(
  slug: string,
  fields: S,
  url: UrlValues,
  current?: FieldValues<S>,
): FieldValues<S> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const kept = current !== undefined && (field.sensitive === true || field.generate !== undefined);
    const fallback = () => (kept ? current[name] : (field.generate?.() ?? field.defaultValue));
    if (field.sensitive === true) {
      values[name] = fallback();
      continue;
    }
    const place = storagePlace(slug, name, field);
    const stored = place ? readStored(place.key, place.area) : null;
    values[name] = firstReadable(field, [url.fragment.get(name), url.query.get(name), stored]) ?? fallback();
  }
  return values as FieldValues<S>;
}

/** Remembers a persisted field's value; back at its default, the stored text is removed. */
export function storeValue(slug: string, name: string, field: Field<unknown>, value: unknown): void {
  const place = storagePlace(slug, name, field);
  if (!place) return;
  const text = field.format(value);
  if (text === field.format(field.defaultValue)) removeStored(place.key, place.area);
  else writeStored(place.key, text, place.area);
}

/** The share of the link that reproduces `values`: every non-default, non-sensitive value. */
export function linkPart<S extends Fields>(fields: S, values: FieldValues<S>): LinkPart {
  const params: [string, string][] = [];
  const omitted: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    if (field.sensitive === true) continue;
    const text = field.format(values[name]);
    if (text === field.format(field.defaultValue)) continue;
    if (text.length > maxLinkedTextLength) omitted.push(name);
    else params.push([name, text]);
  }
  return { names: Object.keys(fields), params, omitted };
}

/**
 * The page's address with `fragment`, for the address bar: the path, the query without the tool's
 * own parameters (the fragment now says it all, defaults included by their absence), the fragment.
 */
export function addressWithFragment(
  location: Pick<Location, 'pathname' | 'search'>,
  names: readonly string[],
  fragment: string,
): string {
  const query = new URLSearchParams(location.search);
  for (const name of names) query.delete(name);
  const search = query.toString();
  return `${location.pathname}${search === '' ? '' : `?${search}`}${fragment === '' ? '' : `#${fragment}`}`;
}
