import type { Page } from '@playwright/test';
import { expect, maxTaskAfterPasteMs, openPage, pasteLargeText, test, watchLongTasks } from '../../../e2e/test';

const input = (page: Page) => page.getByRole('textbox', { name: 'Your text', exact: true });
const statistic = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

async function expectStatistics(page: Page, expected: Record<string, string>) {
  for (const [label, value] of Object.entries(expected)) {
    await expect(statistic(page, label), label).toHaveText(`${label}${value}`);
  }
}

test('a link gives the extra statistics and top words, emoji counting as one character; typing counts live', async ({
  page,
}) => {
  await openPage(page, '/text-statistics#text=The+cat.+The+dog%21+%F0%9F%91%8D%F0%9F%8F%BD', input);
  await expectStatistics(page, {
    'Character count': '19',
    'Word count': '5',
    'Byte size': '26 Bytes',
    Sentences: '2',
    'Unique words': '3',
    'Reading time': '1 min',
  });
  const topWords = page.getByRole('table', { name: 'Top 10 words' });
  await expect(topWords.getByRole('row').nth(1)).toHaveText('the2');

  await openPage(page, '/text-statistics', input);
  await expect(input(page)).toHaveAttribute('placeholder', 'Your text...');
  await expectStatistics(page, {
    'Character count': '0',
    'Word count': '0',
    'Line count': '0',
    'Byte size': '0 Bytes',
  });
  // Example 1 (example 2, padding, is checked by the unit tests).
  await input(page).fill('Hello world\nSecond line here\n');
  await expectStatistics(page, {
    'Character count': '29',
    'Word count': '5',
    'Line count': '3',
    'Byte size': '29 Bytes',
  });
});

test('5 MB of text is counted with no long main-thread task', async ({ page }) => {
  await openPage(page, '/text-statistics', input);
  const line = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. 😀\n';
  const lines = Math.ceil((5 * 1024 * 1024) / line.length);
  const longTasks = await watchLongTasks(page);
  await pasteLargeText(input(page), line.repeat(lines));
  const pasted = await longTasks.now();
  // Read with evaluate: role and text queries would scan the megabytes in the text area on the
  // main thread, and be the long tasks measured.
  const tiles = () =>
    page.evaluate(() => [...document.querySelectorAll('[role="group"]')].map((tile) => tile.textContent).join('|'));
  await expect.poll(tiles, { timeout: 30_000 }).toContain(`Line count${lines + 1}|`);
  expect(await tiles()).toContain(`Word count${lines * 9}|`);
  expect(await tiles()).toContain('Byte size5.17 MB');
  const longest = await longTasks.longestSince(pasted);
  console.log(`text-statistics, 5 MB paste: longest main-thread task after the paste ${Math.round(longest)} ms`);
  expect(longest).toBeLessThan(maxTaskAfterPasteMs);
});
