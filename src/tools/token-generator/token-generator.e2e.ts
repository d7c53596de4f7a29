import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const token = (page: Page) => page.getByRole('textbox', { name: 'Token', exact: true });

test.describe('Token generator', () => {
  test('generates a 64-character alphanumeric token by default and refreshes it', async ({ page }) => {
    await page.goto('/token-generator');
    await expect(token(page)).toHaveValue(/^[A-Za-z0-9]{64}$/);
    const first = await token(page).inputValue();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(token(page)).not.toHaveValue(first);
    await expect(token(page)).toHaveValue(/^[A-Za-z0-9]{64}$/);
  });

  test('only numbers, length 6', async ({ page }) => {
    await page.goto('/token-generator');
    await page.getByLabel('Uppercase (ABC...)').uncheck();
    await page.getByLabel('Lowercase (abc...)').uncheck();
    const length = page.getByRole('textbox', { name: 'Length value' });
    await length.fill('6');
    await length.blur();
    await expect(page.getByText('Length (6)')).toBeVisible();
    await expect(token(page)).toHaveValue(/^[0-9]{6}$/);
    await expect(page).toHaveURL(/length=6/);
  });

  test('only symbols, length 10, restored from the URL', async ({ page }) => {
    await page.goto('/token-generator?length=10&uppercase=false&lowercase=false&numbers=false&symbols=true');
    await expect(page.getByLabel('Symbols (!-;...)')).toBeChecked();
    await expect(token(page)).toHaveValue(/^[.,;:!?/\-"'#{([|\\@)\]=}*+]{10}$/);
  });

  test('all sets off gives an empty token, a hint and a disabled copy button', async ({ page }) => {
    await page.goto('/token-generator?uppercase=false&lowercase=false&numbers=false');
    await expect(token(page)).toHaveValue('');
    await expect(page.getByText('Select at least one character set')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
  });

  test('typed lengths are clamped to 1–512', async ({ page }) => {
    const length = page.getByRole('textbox', { name: 'Length value' });
    await openPage(page, '/token-generator', () => length);
    await length.fill('9999');
    await length.blur();
    await expect(page.getByText('Length (512)')).toBeVisible();
    await expect(token(page)).toHaveValue(/^[A-Za-z0-9]{512}$/);
  });

  test('copies the token and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/token-generator');
    await expect(token(page)).toHaveValue(/^[A-Za-z0-9]{64}$/);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('Token copied to the clipboard')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await token(page).inputValue());
  });
});
