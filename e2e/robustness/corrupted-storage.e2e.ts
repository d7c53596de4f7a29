import type { Page } from '@playwright/test';
import { tools } from '../../src/tools/index';
import { expect, test, waitUntilInteractive } from '../test';
import { garbageKindsFor, recordStorageKeys, storageKeysUsed, storeGarbage } from './garbage-storage';
import { watchNetwork } from './network-quiet';
import { pageState, stateDifferences } from './page-state';
import { watchPage } from './page-watch';
import { sweepSeed } from './sampling';
import { openTool } from './sweep';

const seed = sweepSeed();

const pages = [
  { name: 'the home page', open: (page: Page) => openHome(page) },
  ...tools.map((tool) => ({ name: tool.slug, open: (page: Page) => openTool(page, tool.slug) })),
];

async function openHome(page: Page) {
  await page.goto('/');
  await waitUntilInteractive(page.getByRole('searchbox', { name: 'Search tools' }));
}

/** Opens the page and gives what it shows once it has settled (the catalogue and locale fetched). */
async function settledState(
  page: Page,
  open: (page: Page) => Promise<void>,
  network: ReturnType<typeof watchNetwork>,
): Promise<string[]> {
  await open(page);
  await network.quiet();
  return pageState(page);
}

for (const { name, open } of pages) {
  test(`${name} starts with its defaults whatever its stored keys hold`, async ({ page, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    testInfo.annotations.push({ type: 'sweep', description: `SWEEP_SEED=${seed}` });
    const watch = watchPage(page, new URL(baseURL!).origin);
    const network = watchNetwork(page);
    await recordStorageKeys(page);
    const clean = await settledState(page, open, network);
    const keys = await storageKeysUsed(page);
    expect(keys.length, 'the page reads its preferences from storage').toBeGreaterThan(0);
    const problems = watch.takeProblems();

    let cleanAgain: string[] | undefined;
    for (const garbage of garbageKindsFor(name, seed)) {
      const step = `with ${garbage.name} under ${keys.join(', ')}`;
      watch.enter(step);
      const refused = await storeGarbage(
        page,
        keys,
        keys.map((_, index) => garbage.textFor(index, keys.length)),
      );
      expect(refused, 'storage took every garbage value').toEqual([]);
      const state = await settledState(page, open, network);
      let differences = stateDifferences(state, clean, clean);
      if (differences.length > 0) {
        await storeGarbage(page, [], []);
        cleanAgain ??= await settledState(page, open, network);
        differences = stateDifferences(state, clean, cleanAgain);
      }
      problems.push(...differences.map((difference) => `${step}: ${difference}`), ...watch.takeProblems());
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
