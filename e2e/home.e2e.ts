import type { Locator, Page } from '@playwright/test';
import { expect, openPage, test } from './test';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search tools' });
const allTools = (page: Page) => page.getByRole('region', { name: 'All the tools' });
const favoriteSection = (page: Page) => page.getByRole('region', { name: 'Your favorite tools' });
const cardNames = (section: Locator) => section.getByRole('heading', { level: 3 });

test.describe('home search', () => {
  test('filters the cards as you type, best match first, and hides the other sections', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('it-tools:favorite-tools', '["json-prettify"]'));
    await openPage(page, '/', searchBox);
    await expect(page.getByText('Search tools', { exact: true })).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search a tool...');
    await expect(favoriteSection(page)).toBeVisible();
    const everyCard = await cardNames(allTools(page)).count();

    await searchBox(page).pressSequentially('hash');
    await expect(cardNames(allTools(page)).first()).toHaveText('Hash text');
    expect(await cardNames(allTools(page)).count()).toBeLessThan(everyCard);
    await expect(allTools(page).getByRole('link', { name: 'JSON prettify and format' })).toHaveCount(0);
    await expect(favoriteSection(page)).toHaveCount(0);
    await expect(page.getByText('No tool matches your search')).toHaveCount(0);

    // A typo still finds it: the search is fuzzy.
    await searchBox(page).fill('hsah text');
    await expect(cardNames(allTools(page)).first()).toHaveText('Hash text');

    await searchBox(page).fill('');
    await expect(cardNames(allTools(page))).toHaveCount(everyCard);
    await expect(favoriteSection(page)).toBeVisible();
  });

  test('says when nothing matches, and Escape clears the query', async ({ page }) => {
    await openPage(page, '/', searchBox);
    const everyCard = await cardNames(allTools(page)).count();
    await searchBox(page).fill('xylophone zebra');
    await expect(page.getByRole('status').filter({ hasText: 'No tool matches your search' })).toBeVisible();
    await expect(cardNames(allTools(page))).toHaveCount(0);

    await searchBox(page).press('Escape');
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toBeFocused();
    await expect(page.getByText('No tool matches your search')).toHaveCount(0);
    await expect(cardNames(allTools(page))).toHaveCount(everyCard);
  });

  test('searches in the chosen language and in English', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('it-tools:locale', 'fr'));
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Rechercher des outils' });
    await expect(page.getByRole('heading', { level: 2, name: 'Tous les outils' })).toBeVisible();
    await openPage(page, '/', () => box);
    const all = page.getByRole('region', { name: 'Tous les outils' });

    await box.fill('hacher');
    await expect(cardNames(all).first()).toHaveText('Hacher du texte');
    await box.fill('hash');
    await expect(cardNames(all).first()).toHaveText('Hacher du texte');
    await box.fill('xylophone zebra');
    await expect(page.getByText('Aucun outil ne correspond à votre recherche')).toBeVisible();
  });

  test('Enter on a found card opens the tool', async ({ page }) => {
    await openPage(page, '/', searchBox);
    await searchBox(page).fill('uuid');
    const link = allTools(page).getByRole('link', { name: 'UUIDs generator' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/uuid-generator$/);
  });
});

test.describe('favourites order', () => {
  const stored = (page: Page) => page.evaluate(() => localStorage.getItem('it-tools:favorite-tools'));

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem('it-tools:favorite-tools', '["hash-text","uuid-generator","json-prettify"]'),
    );
    await openPage(page, '/', (p) => favoriteSection(p).getByRole('button', { name: 'Move Hash text later' }));
  });

  test('the arrow buttons move a card, the move is announced, and the order survives a reload', async ({ page }) => {
    const names = cardNames(favoriteSection(page));
    await expect(names).toHaveText(['Hash text', 'UUIDs generator', 'JSON prettify and format']);
    await expect(favoriteSection(page).getByRole('button', { name: 'Move Hash text earlier' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    const later = favoriteSection(page).getByRole('button', { name: 'Move Hash text later' });
    await later.click();
    await expect(names).toHaveText(['UUIDs generator', 'Hash text', 'JSON prettify and format']);
    await expect(favoriteSection(page).getByRole('status')).toHaveText('Hash text moved to position 2 of 3');
    await later.click();
    await expect(names).toHaveText(['UUIDs generator', 'JSON prettify and format', 'Hash text']);
    await expect(later).toHaveAttribute('aria-disabled', 'true');
    // Pressing it again at the end changes nothing, and it keeps the focus.
    await later.press('Enter');
    await expect(later).toBeFocused();
    await expect(names).toHaveText(['UUIDs generator', 'JSON prettify and format', 'Hash text']);
    expect(await stored(page)).toBe('["uuid-generator","json-prettify","hash-text"]');

    await page.reload();
    await expect(cardNames(favoriteSection(page))).toHaveText([
      'UUIDs generator',
      'JSON prettify and format',
      'Hash text',
    ]);
    // The side menu's favourites follow the same order.
    const menuFavorites = page
      .getByRole('navigation', { name: 'Tools' })
      .locator('#menu-category-favorites')
      .getByRole('link');
    await expect(menuFavorites).toHaveText(['UUIDs generator', 'JSON prettify and format', 'Hash text']);
  });

  test('Alt+arrow keys move the focused card and keep the focus on it', async ({ page }) => {
    const names = cardNames(favoriteSection(page));
    const link = favoriteSection(page).getByRole('link', { name: 'JSON prettify and format' });
    await link.focus();
    await page.keyboard.press('Alt+ArrowLeft');
    await expect(names).toHaveText(['Hash text', 'JSON prettify and format', 'UUIDs generator']);
    await expect(link).toBeFocused();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(names).toHaveText(['JSON prettify and format', 'Hash text', 'UUIDs generator']);
    await expect(link).toBeFocused();
    await expect(favoriteSection(page).getByRole('status')).toHaveText(
      'JSON prettify and format moved to position 1 of 3',
    );
    // Already first: nothing moves, and the browser does not go back either.
    await page.keyboard.press('Alt+ArrowLeft');
    await expect(page).toHaveURL(/\/$/);
    await expect(names).toHaveText(['JSON prettify and format', 'Hash text', 'UUIDs generator']);
    await page.keyboard.press('Alt+ArrowDown');
    await expect(names).toHaveText(['Hash text', 'JSON prettify and format', 'UUIDs generator']);
    await expect(link).toBeFocused();
    expect(await stored(page)).toBe('["hash-text","json-prettify","uuid-generator"]');
  });

  test('dragging a card onto another puts it in that place', async ({ page }) => {
    const names = cardNames(favoriteSection(page));
    const card = (name: string) =>
      favoriteSection(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name, exact: true }) });
    await card('Hash text').dragTo(card('JSON prettify and format'));
    await expect(names).toHaveText(['UUIDs generator', 'JSON prettify and format', 'Hash text']);
    await card('JSON prettify and format').dragTo(card('UUIDs generator'));
    await expect(names).toHaveText(['JSON prettify and format', 'UUIDs generator', 'Hash text']);
    expect(await stored(page)).toBe('["json-prettify","uuid-generator","hash-text"]');

    await page.reload();
    await expect(cardNames(favoriteSection(page))).toHaveText([
      'JSON prettify and format',
      'UUIDs generator',
      'Hash text',
    ]);
  });

  test('a click on a favourite card still opens the tool', async ({ page }) => {
    await favoriteSection(page).getByRole('link', { name: 'UUIDs generator' }).click();
    await expect(page).toHaveURL(/\/uuid-generator$/);
  });
});

test('the tools opened last are "Recently used" on the home page, the latest first, until cleared; first among equals in the palette', async ({
  page,
}) => {
  await page.goto('/base64-string-converter');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/hash-text');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Recently used' });
  await expect(recent.getByRole('link')).toHaveText([/^Hash text/, /^Base64 string encoder\/decoder/]);

  await page.keyboard.press('Control+k');
  const firstTool = page.getByRole('group', { name: 'Tools' }).getByRole('option').first();
  await expect(firstTool).toContainText('Hash text');
  await page.keyboard.press('Escape');

  await recent.getByRole('button', { name: 'Clear recently used' }).click();
  await expect(recent).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('it-tools:recent-tools'))).toBe('[]');
});
