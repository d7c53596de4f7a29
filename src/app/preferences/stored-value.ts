import { useSyncExternalStore } from 'react';
import { parseStoredJson, readStored, writeStored } from '../../lib/storage';

export interface StoredValue<T> {
  get: () => T;
  set: (value: T) => void;
  update: (change: (current: T) => T) => void;
  /** The value in force: the default while prerendering and hydrating, the stored one right after. */
  use: () => T;
}

/**
 * A preference kept in local storage under `key`. Unreadable or invalid stored text falls back
 * to the default, never breaks the page; other tabs' changes are followed.
 */
export function storedValue<T>(key: string, defaultValue: T, isValid: (value: unknown) => value is T): StoredValue<T> {
  const listeners = new Set<() => void>();
  let cachedText: string | null | undefined;
  let cachedValue = defaultValue;
  // Set on this page while storage refuses to keep it (full or disabled): it holds until reload.
  let unsavedText: string | undefined;

  const get = (): T => {
    const text = unsavedText ?? readStored(key);
    if (text === cachedText) return cachedValue;
    cachedText = text;
    cachedValue = parseStoredJson(text, isValid) ?? defaultValue;
    return cachedValue;
  };

  const set = (value: T) => {
    const text = JSON.stringify(value);
    unsavedText = writeStored(key, text) ? undefined : text;
    listeners.forEach((listener) => listener());
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  return {
    get,
    set,
    update: (change) => set(change(get())),
    use: () => useSyncExternalStore(subscribe, get, () => defaultValue),
  };
}

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
