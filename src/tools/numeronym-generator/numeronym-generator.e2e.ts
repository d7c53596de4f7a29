import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const word = (page: Page) => page.getByRole('textbox', { name: 'Word', exact: true });
const numeronym = (page: Page) => page.getByRole('textbox', { name: 'Numeronym', exact: true });

test('turns each spec example into its numeronym, live', async ({ page }) => {
  await openPage(page, '/numeronym-generator', word);
  await expect(numeronym(page)).toHaveValue('');
  await expect(numeronym(page)).toHaveAttribute('placeholder', "Your numeronym will be here, e.g. 'i18n'");
  for (const [input, expected] of [
    ['internationalization', 'i18n'],
    ['accessibility', 'a11y'],
    ['abc', 'abc'],
    ['abcd', 'a2d'],
    ['  hello world ', 'h9d'],
  ]) {
    await word(page).fill(input);
    await expect(numeronym(page)).toHaveValue(expected);
  }
});

test('each word separately, and what a known numeronym stands for', async ({ page }) => {
  await openPage(page, '/numeronym-generator#word=hello+world', word);
  await expect(numeronym(page)).toHaveValue('h9d');
  await page.getByLabel('Each word separately').check();
  await expect(numeronym(page)).toHaveValue('h3o w3d');
  await expect(page).toHaveURL(/eachWord=true/);
  await word(page).fill('k8s');
  await expect(page.getByText('k8s is the well-known numeronym of “Kubernetes”.')).toBeVisible();
});

test('copies the numeronym; the clear button empties both fields', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/numeronym-generator#word=localization', word);
  await expect(numeronym(page)).toHaveValue('l10n');
  await page.getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('l10n');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(word(page)).toHaveValue('');
  await expect(numeronym(page)).toHaveValue('');
});
