import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const word = (page: Page) => page.getByRole('textbox', { name: 'Word', exact: true });
const numeronym = (page: Page) => page.getByRole('textbox', { name: 'Numeronym', exact: true });

// Each spec example is unit-tested (numeronym-generator.test.ts); here, the page's wiring,
// link, clipboard and clear button.
test('opens a link; each word separately; a known numeronym; live; copies; the clear button empties both fields', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/numeronym-generator#word=hello+world', word);
  await expect(numeronym(page)).toHaveValue('h9d');
  await expect(numeronym(page)).toHaveAttribute('placeholder', "Your numeronym will be here, e.g. 'i18n'");

  // Each word separately, and what a known numeronym stands for.
  await page.getByLabel('Each word separately').check();
  await expect(numeronym(page)).toHaveValue('h3o w3d');
  await expect(page).toHaveURL(/eachWord=true/);
  await word(page).fill('k8s');
  await expect(page.getByText('k8s is the well-known numeronym of “Kubernetes”.')).toBeVisible();

  // Live as typed; copied; the clear button empties both fields.
  await word(page).fill('localization');
  await expect(numeronym(page)).toHaveValue('l10n');
  await page.getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('l10n');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(word(page)).toHaveValue('');
  await expect(numeronym(page)).toHaveValue('');
});
