import type { Page } from '@playwright/test';
import { expect, expectKeptSecret, openPage, test } from './test';

const rawJson = (page: Page) => page.getByLabel('Your raw JSON', { exact: true });
const prettified = (page: Page) => page.getByLabel('Prettified version of your JSON', { exact: true });
const indentSize = (page: Page) => page.getByLabel('Indent size', { exact: true });

test('sends a prettified JSON to "JSON to YAML", then goes back along the trail to the first tool as it was', async ({
  page,
}) => {
  await openPage(page, '/json-prettify', rawJson);
  await rawJson(page).fill('{"name":"Ada","tags":["x","y"]}');
  await indentSize(page).fill('2');
  await expect
    .poll(() => prettified(page).textContent())
    .toBe('{\n  "name": "Ada",\n  "tags": [\n    "x",\n    "y"\n  ]\n}');

  // The keyboard opens the menu (drawn on first use) and Escape gives the focus back to its button.
  const sendTo = page.getByRole('button', { name: 'Send to…', exact: true });
  await sendTo.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'JSON to YAML converter', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(sendTo).toBeFocused();
  await sendTo.click();
  // The tools that take JSON come before those that take any text.
  const items = menu.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const names = await items.allTextContents();
  expect(names.indexOf('JSON to YAML converter')).toBeGreaterThanOrEqual(0);
  expect(names.indexOf('JSON to YAML converter')).toBeLessThan(names.indexOf('Hash text'));
  expect(names).not.toContain('JSON prettify and format');
  await menu.getByRole('menuitem', { name: 'JSON to YAML converter', exact: true }).click();

  await expect(page).toHaveURL(/\/json-to-yaml-converter#/);
  const yamlInput = page.getByLabel('Your JSON', { exact: true });
  await expect(yamlInput).toHaveValue('{\n  "name": "Ada",\n  "tags": [\n    "x",\n    "y"\n  ]\n}');
  await expect(page.getByLabel('YAML from your JSON', { exact: true })).toContainText('name: Ada');

  const trail = page.getByRole('button', { name: 'From JSON prettify and format', exact: true });
  await expect(trail).toBeVisible();
  await trail.click();
  await expect(page).toHaveURL(/\/json-prettify#/);
  await expect(rawJson(page)).toHaveValue('{"name":"Ada","tags":["x","y"]}');
  await expect(indentSize(page)).toHaveValue('2');
  // No trail on a page opened another way.
  await expect(page.getByRole('button', { name: /^From / })).toHaveCount(0);
});

test('a secret sent between tools stays out of the address bar and storage', async ({ page }) => {
  const tokenField = page.getByRole('textbox', { name: 'Token', exact: true });
  await openPage(page, '/token-generator', () => tokenField);
  await page.getByRole('textbox', { name: 'Length value' }).fill('40');
  await expect(tokenField).toHaveValue(/^.{40}$/);
  const token = await tokenField.inputValue();
  await page.getByRole('button', { name: 'Send to…', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Hash text', exact: true }).click();

  await expect(page).toHaveURL(/\/hash-text/);
  await expect(page.getByLabel('Your text to hash:')).toHaveValue(token);
  // A linkable change after the secret arrived: the address is known to have been written since.
  await page.getByRole('combobox', { name: 'Digest encoding' }).click();
  await page.getByRole('option', { name: /Base64 \(base 64\)/ }).click();
  await expect(page).toHaveURL(/encoding=Base64/);
  await expectKeptSecret(page, token);
  const historyState = await page.evaluate(() => JSON.stringify(window.history.state));
  expect(historyState).not.toContain(token);

  // Back to the generator with its settings (a new token: a generator's output is not its state).
  await page.getByRole('button', { name: 'From Token generator', exact: true }).click();
  await expect(page).toHaveURL(/\/token-generator#length=40/);
  await expect(tokenField).toHaveValue(/^.{40}$/);
  await expectKeptSecret(page, token);
});
