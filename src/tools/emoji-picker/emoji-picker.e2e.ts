import type { Page } from '@playwright/test';
import { expect, maxTaskAfterPasteMs, openPage, test, watchLongTasks } from '../../../e2e/test';

const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search emojis', exact: true });
const emojiButton = (page: Page, emoji: string) => page.getByRole('button', { name: new RegExp(`^${emoji} `) });
const rowsInPage = (page: Page) => page.getByTestId('emoji-row');

test('lists every group with only the rows in view, finds "pizza" as you type and copies each code', async ({
  page,
  context,
}) => {
  await openPage(page, '/emoji-picker', searchBox);
  await expect(page.getByRole('heading', { name: 'Smileys & Emotion', exact: true })).toBeVisible();
  await expect(emojiButton(page, '😀')).toBeVisible();
  const rowsAtTop = await rowsInPage(page).count();
  expect(rowsAtTop).toBeGreaterThan(0);
  expect(rowsAtTop).toBeLessThan(40);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByText('Flag Wales', { exact: true })).toBeVisible();
  await expect(emojiButton(page, '😀')).toHaveCount(0);
  expect(await rowsInPage(page).count()).toBeLessThan(40);
  await page.evaluate(() => window.scrollTo(0, 0));

  // Example 1 (example 2, a multi-code-point card, is checked by the unit tests).
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const readClipboard = () => page.evaluate(() => navigator.clipboard.readText());
  const longTasks = await watchLongTasks(page);
  const start = await longTasks.now();
  await searchBox(page).pressSequentially('pizza', { delay: 50 });
  await expect(page.getByText('Search result', { exact: true })).toBeVisible();
  const pizza = page
    .locator('div', { has: emojiButton(page, '🍕') })
    .filter({ hasText: 'Pizza' })
    .last();
  await expect(pizza).toContainText('Pizza');
  const longest = await longTasks.longestSince(start);
  console.log(`emoji-picker, typing "pizza": longest main-thread task ${longest} ms`);
  expect(longest).toBeLessThan(maxTaskAfterPasteMs);

  await emojiButton(page, '🍕').click();
  await expect(page.getByText('Emoji 🍕 copied to the clipboard', { exact: true })).toBeVisible();
  expect(await readClipboard()).toBe('🍕');
  for (const code of ['U+1F355', '\\ud83c\\udf55', '&#x1F355;', ':pizza:']) {
    await pizza.getByRole('button', { name: code, exact: true }).click();
    await expect.poll(readClipboard).toBe(code);
  }
  await expect(page.getByRole('list', { name: 'Recently copied' }).getByRole('button', { name: /^🍕/ })).toBeVisible();

  await searchBox(page).fill('qqqqzzzzxxxx');
  await expect(page.getByText('No results', { exact: true })).toBeVisible();
  await expect(searchBox(page)).toHaveValue('qqqqzzzzxxxx');
  await searchBox(page).fill('');
  await expect(page.getByRole('heading', { name: 'Smileys & Emotion', exact: true })).toBeVisible();
});

test('opens from a link with a search and a skin tone, and remembers what was copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/emoji-picker#search=thumbs%20up&skinTone=medium', searchBox);
  await expect(searchBox(page)).toHaveValue('thumbs up');
  await emojiButton(page, '👍🏽').first().click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('👍🏽');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Recently copied' }).getByRole('button', { name: /^👍🏽/ })).toBeVisible();
});

test('names and finds the emojis in the language shown, switched without a reload', async ({ page }) => {
  await openPage(page, '/emoji-picker', searchBox);
  const grinning = page.getByRole('button', { name: '😀 Grinning face', exact: true });
  await expect(grinning).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  // The names come with the language's chunk: CLDR's German names, marked as German text.
  await expect(page.getByRole('button', { name: '😀 Grinsendes Gesicht', exact: true })).toBeVisible();
  const germanName = page.getByText('Grinsendes Gesicht', { exact: true });
  await expect(germanName).toHaveAttribute('lang', 'de');
  await expect(germanName).not.toHaveAttribute('translate', 'no');

  const germanSearch = page.getByRole('textbox', { name: 'Emojis suchen', exact: true });
  await germanSearch.fill('rotes Herz');
  await expect(page.getByText('Suchergebnis', { exact: true })).toBeVisible();
  await expect(page.getByText('Rotes Herz', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '❤️ Rotes Herz', exact: true })).toBeVisible();
  // The English names still find it.
  await germanSearch.fill('red heart');
  await expect(page.getByRole('button', { name: '❤️ Rotes Herz', exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'English' });
  await expect(page.getByRole('button', { name: '❤️ Red heart', exact: true })).toBeVisible();
  await expect(page.getByText('Red heart', { exact: true })).toHaveAttribute('translate', 'no');
});
