import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const token = (page: Page) => page.getByRole('textbox', { name: 'Token', exact: true });

// The tokens of each option are unit-tested (token-generator.test.ts); here, the page's controls,
// clipboard and address.
test.describe('Token generator', () => {
  test('a default token, copied and refreshed; the length clamped; sets switched off one by one; a link', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const length = page.getByRole('textbox', { name: 'Length value' });
    const copy = page.getByRole('button', { name: 'Copy', exact: true });
    await openPage(page, '/token-generator', () => length);

    // A 64-character alphanumeric token by default, copied with a notice, then refreshed.
    await expect(token(page)).toHaveValue(/^[A-Za-z0-9]{64}$/);
    const first = await token(page).inputValue();
    await copy.click();
    await expect(page.getByText('Token copied to the clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(token(page)).not.toHaveValue(first);
    await expect(token(page)).toHaveValue(/^[A-Za-z0-9]{64}$/);

    // Typed lengths are clamped to 1–512.
    await length.fill('9999');
    await length.blur();
    await expect(page.getByText('Length (512)')).toBeVisible();
    await expect(token(page)).toHaveValue(/^[A-Za-z0-9]{512}$/);

    // Only numbers, length 6.
    await page.getByLabel('Uppercase (ABC...)').uncheck();
    await page.getByLabel('Lowercase (abc...)').uncheck();
    await length.fill('6');
    await length.blur();
    await expect(page.getByText('Length (6)')).toBeVisible();
    await expect(token(page)).toHaveValue(/^[0-9]{6}$/);
    await expect(page).toHaveURL(/length=6/);

    // All sets off gives an empty token, a hint and a disabled copy button.
    await page.getByLabel('Numbers (123...)').uncheck();
    await expect(token(page)).toHaveValue('');
    await expect(page.getByText('Select at least one character set')).toBeVisible();
    await expect(copy).toBeDisabled();

    // Only symbols, length 10, from a link.
    await page.goto('/token-generator?length=10&uppercase=false&lowercase=false&numbers=false&symbols=true');
    await expect(page.getByLabel('Symbols (!-;...)')).toBeChecked();
    await expect(token(page)).toHaveValue(/^[.,;:!?/\-"'#{([|\\@)\]=}*+]{10}$/);
  });
});
