/** Two array positions compared with each other; one side is absent for a removed or added item. */
export interface ItemPair {
  leftIndex?: number;
  rightIndex?: number;
}

const idFields = ['id', 'key', 'name'] as const;

const isScalar = (value: unknown) => value === null || typeof value !== 'object';

/** A scalar's identity for matching: its type and text, so 1 and "1" stay apart. */
const scalarKey = (value: unknown) => `${typeof value}:${String(value)}`;

/** Position by position up to the longer length. */
export function positionalPairs(leftLength: number, rightLength: number): ItemPair[] {
  return Array.from({ length: Math.max(leftLength, rightLength) }, (_, index) => ({
    leftIndex: index < leftLength ? index : undefined,
    rightIndex: index < rightLength ? index : undefined,
  }));
}

/**
 * Pairs the items of two arrays regardless of order: scalars as multisets, plain objects by the
 * first of `id`, `key`, `name` that every item has with a scalar value. The first array's items
 * come in its order (matched or removed), then the second's unmatched ones (added). Undefined when
 * the arrays are neither, so they are compared position by position.
 */
export function matchItems(left: unknown[], right: unknown[]): ItemPair[] | undefined {
  const all = [...left, ...right];
  if (all.every(isScalar)) return matchBy(left, right, scalarKey);
  const field = idFields.find((name) => all.every((item) => hasScalarField(item, name)));
  if (field === undefined) return undefined;
  return matchBy(left, right, (item) => scalarKey((item as Record<string, unknown>)[field]));
}

function hasScalarField(item: unknown, field: string): boolean {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
  return Object.prototype.hasOwnProperty.call(item, field) && isScalar((item as Record<string, unknown>)[field]);
}

function matchBy(left: unknown[], right: unknown[], keyOf: (item: unknown) => string): ItemPair[] {
  // For each key, the second array's positions holding it, and how many of them are taken.
  const waiting = new Map<string, { indexes: number[]; taken: number }>();
  right.forEach((item, rightIndex) => {
    const key = keyOf(item);
    const entry = waiting.get(key);
    if (entry) entry.indexes.push(rightIndex);
    else waiting.set(key, { indexes: [rightIndex], taken: 0 });
  });
  const matched = new Set<number>();
  const pairs: ItemPair[] = left.map((item, leftIndex) => {
    const entry = waiting.get(keyOf(item));
    const rightIndex = entry && entry.taken < entry.indexes.length ? entry.indexes[entry.taken++] : undefined;
    if (rightIndex !== undefined) matched.add(rightIndex);
    return { leftIndex, rightIndex };
  });
  right.forEach((_, rightIndex) => {
    if (!matched.has(rightIndex)) pairs.push({ rightIndex });
  });
  return pairs;
}
