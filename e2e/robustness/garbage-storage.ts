import type { Page } from '@playwright/test';

/** What another version, an extension or a person could have left under one of the app's keys. */
export interface Garbage {
  name: string;
  /** The text to store under the `index`th of `count` keys. */
  textFor: (index: number, count: number) => string;
}

// None of them is a valid switch, number or choice: those fall back to their defaults. (Any text
// is a valid stored text.)
const wrongTypes = ['null', '[1,{}]', '{"a":[]}', '-1e309', '["no-such-tool",7]', '""', 'NaN', '12px'];

export function garbageKinds(seed: number): Garbage[] {
  const megabyte = 'x'.repeat(1 << 20);
  return [
    { name: 'broken JSON', textFor: () => '{' },
    { name: 'a JSON string', textFor: () => '"x"' },
    // Storage holds about 5 million characters per site: two keys take the long string on each
    // run, two others the next day.
    {
      name: 'a 1 MB string',
      textFor: (index, count) => ((index + seed * 2) % count < 2 ? megabyte : 'x'.repeat(1000)),
    },
    { name: 'values of the wrong type', textFor: (index) => wrongTypes[(index + seed) % wrongTypes.length] },
  ];
}

/** How many kinds of garbage each page meets per run: all of them every fourth day. */
const kindsPerRun = 1;

/**
 * The kinds of garbage the page `name` meets on the day `seed`: `kindsPerRun` of them, a window of
 * the page's own that moves on every day (each page meets every kind every fourth day). Each kind
 * is a page load of its own, the cost of this sweep. SWEEP_INPUTS=all gives every kind.
 */
export function garbageKindsFor(name: string, seed: number): Garbage[] {
  const kinds = garbageKinds(seed);
  if (process.env.SWEEP_INPUTS === 'all') return kinds;
  let start = seed * kindsPerRun;
  for (const character of name) start += character.codePointAt(0)!;
  return Array.from({ length: kindsPerRun }, (_, offset) => kinds[(start + offset) % kinds.length]);
}

interface KeyRecordingWindow {
  __sweepStorageKeys: Set<string>;
}

/** Before any of the page's scripts: records every local storage key the page reads or writes. */
export async function recordStorageKeys(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const keys = new Set<string>();
    (window as unknown as KeyRecordingWindow).__sweepStorageKeys = keys;
    const { getItem, setItem } = Storage.prototype;
    Storage.prototype.getItem = function (key) {
      keys.add(String(key));
      return getItem.call(this, key);
    };
    Storage.prototype.setItem = function (key, value) {
      keys.add(String(key));
      setItem.call(this, key, value);
    };
  });
}

/** The local storage keys the page has read or written since it loaded. */
export function storageKeysUsed(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as KeyRecordingWindow).__sweepStorageKeys].sort());
}

/** Stores `texts[i]` under `keys[i]`, on an otherwise empty storage; gives the keys it refused (over its quota). */
export function storeGarbage(page: Page, keys: string[], texts: string[]): Promise<string[]> {
  return page.evaluate(
    ({ keys, texts }) => {
      localStorage.clear();
      return keys.filter((key, index) => {
        try {
          localStorage.setItem(key, texts[index]);
          return false;
        } catch {
          return true;
        }
      });
    },
    { keys, texts },
  );
}
