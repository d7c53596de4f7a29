import { afterEach, describe, expect, it } from 'vitest';
import { parseStoredJson, readStored, removeStored, writeStored } from './storage';

/** Puts `storage` (or a getter that throws, as disabled storage does) in place of localStorage. */
function useLocalStorage(storage: Partial<Storage> | (() => never)) {
  const descriptor = typeof storage === 'function' ? { get: storage } : { value: storage };
  Object.defineProperty(globalThis, 'localStorage', { ...descriptor, configurable: true });
}

function memoryStorage(): Partial<Storage> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const refuse = () => {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
};

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('local storage wrapper', () => {
  it('writes, reads and removes text', () => {
    useLocalStorage(memoryStorage());
    expect(readStored('tool:name')).toBeNull();
    expect(writeStored('tool:name', 'value')).toBe(true);
    expect(readStored('tool:name')).toBe('value');
    removeStored('tool:name');
    expect(readStored('tool:name')).toBeNull();
  });

  it.each<[string, Partial<Storage> | (() => never) | undefined]>([
    ['absent (prerendering)', undefined],
    ['disabled (reading localStorage throws)', refuse as () => never],
    ['refusing every call', { getItem: refuse, setItem: refuse, removeItem: refuse }],
  ])('never throws when storage is %s', (_, storage) => {
    if (storage !== undefined) useLocalStorage(storage);
    expect(readStored('key')).toBeNull();
    expect(writeStored('key', 'value')).toBe(false);
    expect(() => removeStored('key')).not.toThrow();
  });

  it('says when a full storage refused a value, keeping the older one', () => {
    const storage = memoryStorage();
    useLocalStorage(storage);
    writeStored('key', 'old');
    storage.setItem = refuse;
    expect(writeStored('key', 'new')).toBe(false);
    expect(readStored('key')).toBe('old');
  });
});

describe('session storage', () => {
  afterEach(() => Reflect.deleteProperty(globalThis, 'sessionStorage'));

  it('is used when asked for, apart from local storage', () => {
    const session = memoryStorage();
    Object.defineProperty(globalThis, 'sessionStorage', { value: session, configurable: true });
    useLocalStorage(memoryStorage());
    expect(writeStored('key', 'for the tab', 'session')).toBe(true);
    expect(session.getItem?.('key')).toBe('for the tab');
    expect(readStored('key')).toBeNull();
    expect(readStored('key', 'session')).toBe('for the tab');
    removeStored('key', 'session');
    expect(readStored('key', 'session')).toBeNull();
  });
});

describe('parseStoredJson', () => {
  const isStringList = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every((item) => typeof item === 'string');

  it.each<[string, string | null, string[] | undefined]>([
    ['valid JSON of the right shape', '["a","b"]', ['a', 'b']],
    ['nothing stored', null, undefined],
    ['garbage', '{not json', undefined],
    ['JSON of another shape', '{"a":1}', undefined],
    ['an empty text', '', undefined],
  ])('reads %s', (_, text, expected) => {
    expect(parseStoredJson(text, isStringList)).toEqual(expected);
  });
});
