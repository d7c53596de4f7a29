import type { Page } from '@playwright/test';
import { expect, maxTaskAfterPasteMs, openPage, pasteLargeText, test, watchLongTasks } from '../../../e2e/test';

const original = (page: Page) => page.getByRole('textbox', { name: 'Original text', exact: true });
const modified = (page: Page) => page.getByRole('textbox', { name: 'Modified text', exact: true });
const differences = (page: Page) => page.getByRole('region', { name: 'Differences', exact: true });
const unifiedDiff = (page: Page) => page.getByRole('textbox', { name: 'Unified diff', exact: true });

/** The diff's rows as their text, markers and line numbers included. */
const rows = (page: Page) =>
  differences(page)
    .locator('[data-kind]')
    .evaluateAll((found) => found.map((row) => [...row.children].map((cell) => cell.textContent).join('|')));

test('diffs as you type, side by side or inline; loads files, downloads the .diff, ignores case and spaces, swaps, clears, and opens from a link', async ({
  page,
}) => {
  await openPage(page, '/text-diff', original);
  // Example 2: the initial texts differ on their one line.
  await expect(original(page)).toHaveValue('original text');
  await expect(modified(page)).toHaveValue('modified text');
  await expect(page.getByText('1 added, 1 removed', { exact: true })).toBeVisible();
  await expect(unifiedDiff(page)).toHaveText(
    [
      '===================================================================',
      '--- original',
      '+++ modified',
      '@@ -1,1 +1,1 @@',
      '-original text',
      '\\ No newline at end of file',
      '+modified text',
      '\\ No newline at end of file',
      '',
    ].join('\n'),
  );

  // Loads a side from a file, refuses a binary one and downloads the .diff.
  const file = (name: string, bytes: Buffer) => ({ name, mimeType: 'text/plain', buffer: bytes });
  await page
    .getByLabel('Load the modified text from a file', { exact: true })
    .setInputFiles(file('b.txt', Buffer.from('original text\nmore\n')));
  await expect(modified(page)).toHaveValue('original text\nmore\n');
  await expect(page.getByText('2 added, 1 removed', { exact: true })).toBeVisible();
  await page
    .getByLabel('Load the original text from a file', { exact: true })
    .setInputFiles(file('x.png', Buffer.from([0x89, 0x50, 0x00, 0x47])));
  await expect(page.getByText('This file is not text.', { exact: true })).toBeVisible();
  await expect(original(page)).toHaveValue('original text');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .diff', exact: true }).click();
  expect((await download).suggestedFilename()).toBe('text.diff');

  // Example 1: side by side, then inline, with the changed word marked.
  await original(page).fill('a\nb c\nd\n');
  await modified(page).fill('a\nb X\nd\n');
  await expect(page.getByText('1 added, 1 removed', { exact: true })).toBeVisible();
  await expect.poll(() => rows(page)).toEqual(['1| |a|1| |a', '2|-|b c|2|+|b X', '3| |d|3| |d']);
  await expect(differences(page).locator('mark')).toHaveText(['c', 'X']);
  await expect(unifiedDiff(page)).toContainText('@@ -1,3 +1,3 @@\n a\n-b c\n+b X\n d\n');
  await page.getByText('Inline', { exact: true }).click();
  await expect.poll(() => rows(page)).toEqual(['1|1| |a', '2||-|b c', '|2|+|b X', '3|3| |d']);
  await page.getByText('Characters', { exact: true }).click();
  await expect(differences(page).locator('mark')).toHaveText(['c', 'X']);
  await page.getByRole('checkbox', { name: 'Word wrap', exact: true }).check();
  await expect(differences(page)).toHaveAttribute('data-wrap');

  // Never runs script from the texts.
  const attack = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
  await original(page).fill(attack);
  await modified(page).fill(`${attack}!`);
  await expect(differences(page)).toContainText('onerror');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(differences(page).locator('img, script')).toHaveCount(0);

  // "No differences" once the ignore options apply; then swaps and clears.
  await original(page).fill('Hello  \nWorld');
  await modified(page).fill('  hello\nWorld');
  await expect(page.getByText('1 added, 1 removed', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Ignore case', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Ignore leading/trailing whitespace', exact: true }).check();
  await expect(page.getByText('No differences', { exact: true })).toBeVisible();
  await expect(page.getByText('0 added, 0 removed', { exact: true })).toBeVisible();
  await expect(differences(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download .diff', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(original(page)).toHaveValue('  hello\nWorld');
  await expect(modified(page)).toHaveValue('Hello  \nWorld');
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(original(page)).toHaveValue('');
  await expect(modified(page)).toHaveValue('');

  // A link with both texts and the options. Through a blank page: going to the same page with a
  // fragment would only change the fragment, not load a link.
  const fragment = new URLSearchParams({ original: 'one\ntwo', modified: 'one\n2', view: 'inline' }).toString();
  await page.goto('about:blank');
  await openPage(page, `/text-diff#${fragment}`, original);
  await expect(original(page)).toHaveValue('one\ntwo');
  await expect(page.getByRole('radio', { name: 'Inline', exact: true })).toBeChecked();
  await expect.poll(() => rows(page)).toEqual(['1|1| |one', '2||-|two', '|2|+|2']);
});

test('compares two 1 MB texts off the main thread: no long task holds the page', async ({ page }) => {
  await openPage(page, '/text-diff', original);
  const lines = Array.from({ length: 21_000 }, (_, index) => `line ${index} of a long text, padded to fifty chars.`);
  const changed = lines.map((line, index) => (index % 1_000 === 500 ? `changed ${index}` : line));
  const [left, right] = [lines.join('\n'), changed.join('\n')];
  expect(left.length).toBeGreaterThan(1_000_000);
  await pasteLargeText(original(page), left);
  await pasteLargeText(modified(page), right);
  const longTasks = await watchLongTasks(page);
  const pasted = await longTasks.now();
  // Found by CSS and read with evaluate: text and role queries would scan the megabytes in the
  // text areas on the main thread, and be the long tasks measured.
  const frame = page.locator('[role="region"][aria-label="Differences"]');
  await frame.waitFor({ timeout: 30_000 });
  await expect
    .poll(() => frame.evaluate((element) => element.textContent?.includes('line 0 of a long text')))
    .toBe(true);
  const longest = await longTasks.longestSince(pasted);
  console.log(`text-diff, two 1 MB texts: longest main-thread task ${longest} ms`);
  expect(longest).toBeLessThan(maxTaskAfterPasteMs);
  const summary = page.locator('[role="status"]').filter({ has: page.locator('text=/ added, /') });
  await expect(summary).toHaveText('21 added, 21 removed');
  // Only the rows near the view are made; the last ones once scrolled to.
  expect(await frame.locator('[data-kind]').count()).toBeLessThan(2_000);
  await frame.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect
    .poll(() => frame.evaluate((element) => element.textContent?.includes('line 20999 of a long text')))
    .toBe(true);
});
