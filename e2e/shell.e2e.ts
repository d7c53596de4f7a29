import { expect, test } from './test';

test.describe('favourites', () => {
  test('toggle from a card and from the tool page heart; sections in home and menu follow', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Your favorite tools' })).toHaveCount(0);
    const menu = page.getByRole('navigation', { name: 'Tools' });
    await expect(menu.getByRole('button', { name: 'Favorite tools', exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add Hash text to your favorite tools' }).first().click();
    const favorites = page.getByRole('region', { name: 'Your favorite tools' });
    await expect(favorites.getByRole('link', { name: 'Hash text' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Favorite tools', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('it-tools:favorite-tools'))).toBe('["hash-text"]');

    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Your favorite tools' }).getByRole('link', { name: 'Hash text' }),
    ).toBeVisible();

    await page.goto('/hash-text');
    const heart = page.getByRole('button', { name: 'Remove Hash text from your favorite tools' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveCSS('opacity', '1');
    await heart.click();
    const off = page.getByRole('button', { name: 'Add Hash text to your favorite tools' });
    await expect(off).toHaveAttribute('aria-pressed', 'false');
    await expect(off).not.toHaveCSS('opacity', '1');
    await expect(menu.getByRole('button', { name: 'Favorite tools', exact: true })).toHaveCount(0);
  });
});

test.describe('side menu', () => {
  test('collapses and expands, and remembers it', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Tools' });
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    await expect(menu).toBeVisible();
    await expect(page.locator('#side-menu')).toHaveJSProperty('offsetWidth', 240);
    await toggle.click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.reload();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(menu).toBeVisible();
  });

  test('categories collapse one by one and are remembered', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Tools' });
    const crypto = menu.getByRole('button', { name: 'Crypto', exact: true });
    await expect(crypto).toHaveAttribute('aria-expanded', 'true');
    await crypto.click();
    await expect(crypto).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Hash text' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'JSON prettify and format' })).toBeVisible();
    await page.reload();
    await expect(menu.getByRole('button', { name: 'Crypto', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await menu.getByRole('button', { name: 'Crypto', exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Hash text' })).toBeVisible();
  });

  test('menu items are 32px high', async ({ page }) => {
    await page.goto('/');
    const item = page.getByRole('navigation', { name: 'Tools' }).getByRole('link', { name: 'Hash text' });
    await expect(item).toHaveJSProperty('offsetHeight', 32);
  });

  test('on a small screen it starts closed, overlays the page, and the overlay closes it', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 600, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Tools' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Close the menu' }).click({ position: { x: 500, y: 400 } });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await menu.getByRole('link', { name: 'Hash text' }).click();
    await expect(page).toHaveURL(/\/hash-text$/);
    await expect(menu).toBeHidden();
    await context.close();
  });
});
