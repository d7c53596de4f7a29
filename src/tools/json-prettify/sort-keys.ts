/**
 * Returns a copy with object keys in `localeCompare` order at every depth, objects inside
 * arrays included; arrays keep their order. Note that JavaScript always lists index-like keys
 * ("9", "10") first, in numeric order, whatever order they are inserted in.
 */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value === null || typeof value !== 'object') return value;

  const entries = Object.entries(value as Record<string, unknown>)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, child]): [string, unknown] => [key, sortKeysDeep(child)]);
  // fromEntries defines own properties, so a "__proto__" key stays a plain key.
  return Object.fromEntries(entries);
}
