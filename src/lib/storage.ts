/**
 * Local (or session) storage that never throws. Storage can be missing (prerendering, workers), disabled (a
 * browser setting, some private modes, where merely reading `localStorage` throws), full, or hold
 * text another version or a person wrote: every call here answers calmly, and readers of JSON get
 * `undefined` for anything unreadable, to fall back on their default.
 */

/** Local storage lasts across visits; session storage lasts as long as the tab (a reload keeps it). */
export type StorageArea = 'local' | 'session';

function storage(area: StorageArea): Storage | undefined {
  try {
    return (area === 'session' ? globalThis.sessionStorage : globalThis.localStorage) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The text stored under `key`; null when there is none or storage cannot be read. */
export function readStored(key: string, area: StorageArea = 'local'): string | null {
  try {
    return storage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `text` under `key`; false when storage refused it (full or disabled). */
export function writeStored(key: string, text: string, area: StorageArea = 'local'): boolean {
  try {
    const target = storage(area);
    target?.setItem(key, text);
    return target !== undefined;
  } catch {
    return false;
  }
}

export function removeStored(key: string, area: StorageArea = 'local'): void {
  try {
    storage(area)?.removeItem(key);
  } catch {
    // Storage disabled: there is nothing to remove.
  }
}

/** `text` read as JSON, when it is JSON and passes `isValid`; undefined for anything else. */
export function parseStoredJson<T>(text: string | null, isValid: (value: unknown) => value is T): T | undefined {
  if (text === null) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
