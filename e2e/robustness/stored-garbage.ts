import type { Page } from '@playwright/test';
import { garbageKindsFor, storageKeysUsed, storeGarbage } from './garbage-storage';
import { watchNetwork } from './network-quiet';
import { settledPageState, stateDifferences } from './page-state';
import type { PageWatch } from './page-watch';

/** What a page shows once opened and settled (its catalogue and stored language fetched), and the storage keys it used. */
export interface SettledPage {
  state: string[];
  keys: string[];
}

/**
 * Opens a page with a clean storage (the first load of a test: the key recorder, see
 * recordStorageKeys, is installed) and gives what it shows once settled.
 */
export async function openSettled(page: Page, open: () => Promise<void>): Promise<SettledPage> {
  const network = watchNetwork(page);
  await open();
  await network.quiet();
  return { state: await settledPageState(page), keys: await storageKeysUsed(page) };
}

/**
 * Stores the day's garbage (see garbageKindsFor) under every key the page used on its clean load,
 * opens it again and gives how it then differs from `clean` (a preference or option not at its
 * default), with the problems `watch` saw meanwhile.
 */
export async function storedGarbageProblems(
  page: Page,
  {
    name,
    seed,
    open,
    watch,
    clean,
  }: { name: string; seed: number; open: () => Promise<void>; watch: PageWatch; clean: SettledPage },
): Promise<string[]> {
  const problems: string[] = [];
  const network = watchNetwork(page);
  const settledState = async () => {
    await open();
    await network.quiet();
    return settledPageState(page);
  };
  let cleanAgain: string[] | undefined;
  for (const garbage of garbageKindsFor(name, seed)) {
    const step = `with ${garbage.name} under ${clean.keys.join(', ')}`;
    watch.enter(step);
    const refused = await storeGarbage(
      page,
      clean.keys,
      clean.keys.map((_, index) => garbage.textFor(index, clean.keys.length)),
    );
    if (refused.length > 0) problems.push(`${step}: storage refused ${refused.join(', ')}`);
    const state = await settledState();
    let differences = stateDifferences(state, clean.state, clean.state);
    if (differences.length > 0) {
      // A line that differs between two clean loads too (a random value, the time) is no finding.
      await storeGarbage(page, [], []);
      cleanAgain ??= await settledState();
      differences = stateDifferences(state, clean.state, cleanAgain);
    }
    problems.push(...differences.map((difference) => `${step}: ${difference}`), ...watch.takeProblems());
  }
  return problems;
}
