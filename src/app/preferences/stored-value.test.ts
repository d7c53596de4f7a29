import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStringArray, storedValue } from './stored-value';

const items = new Map<string, string>();
const storage: Partial<Storage> = {
  getItem: (key) => items.get(key) ?? null,
  setItem: (key, value) => void items.set(key, value),
};
const refuse = () => {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
};

beforeEach(() => Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true }));
afterEach(() => {
  items.clear();
  storage.setItem = (key, value) => void items.set(key, value);
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('storedValue', () => {
  it.each<[string, string | undefined, string[]]>([
    ['nothing stored', undefined, ['default']],
    ['a valid value', '["a","b"]', ['a', 'b']],
    ['garbage', '["a",', ['default']],
    ['a value of another shape', '{"a":1}', ['default']],
  ])('reads %s', (_, stored, expected) => {
    if (stored !== undefined) items.set('favorites', stored);
    expect(storedValue('favorites', ['default'], isStringArray).get()).toEqual(expected);
  });

  it('stores a value as JSON and reads it back', () => {
    const favorites = storedValue('favorites', [], isStringArray);
    favorites.set(['hash-text']);
    expect(items.get('favorites')).toBe('["hash-text"]');
    expect(favorites.get()).toEqual(['hash-text']);
  });

  it('keeps a value storage refused for the rest of the visit', () => {
    const favorites = storedValue('favorites', [], isStringArray);
    storage.setItem = refuse;
    favorites.set(['hash-text']);
    expect(favorites.get()).toEqual(['hash-text']);
  });
});
