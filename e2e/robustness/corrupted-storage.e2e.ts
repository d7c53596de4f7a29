import { expect, test, waitUntilInteractive } from '../test';
import { recordStorageKeys } from './garbage-storage';
import { watchPage } from './page-watch';
import { sweepSeed } from './sampling';
import { openSettled, storedGarbageProblems } from './stored-garbage';

// Each tool meets stored garbage in its own sweep (every-tool.e2e.ts), on the page load it has anyway.
test('the home page starts with its defaults whatever its stored keys hold', async ({ page, baseURL }, testInfo) => {
  const seed = sweepSeed();
  testInfo.annotations.push({ type: 'sweep', description: `SWEEP_SEED=${seed}` });
  const watch = watchPage(page, new URL(baseURL!).origin);
  await recordStorageKeys(page);
  const open = async () => {
    await page.goto('/');
    await waitUntilInteractive(page.getByRole('searchbox', { name: 'Search tools' }));
  };
  const clean = await openSettled(page, open);
  expect(clean.keys.length, 'the page reads its preferences from storage').toBeGreaterThan(0);
  const problems = [
    ...watch.takeProblems(),
    ...(await storedGarbageProblems(page, { name: 'the home page', seed, open, watch, clean })),
  ];
  expect(problems, problems.join('\n')).toEqual([]);
});
