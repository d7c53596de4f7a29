import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const input = (page: Page) => page.getByRole('textbox', { name: 'String to obfuscate', exact: true });
const output = (page: Page) => page.getByRole('textbox', { name: 'Obfuscated string', exact: true });

test('masks as you type with each option and preset, keeps the secret out of the URL, and a link sets the options', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/string-obfuscator', input);
  // Masks the default string, and with spaces masked too.
  await expect(input(page)).toHaveValue('Lorem ipsum dolor sit amet');
  await expect(output(page)).toHaveText('Lore* ***** ***** *** amet');
  await page.getByLabel('Keep spaces').uncheck();
  await expect(output(page)).toHaveText('Lore******************amet');
  await page.getByLabel('Keep spaces').check();

  // Keeps what keep first and keep last cover; hides the card when empty.
  await input(page).fill('abc');
  await expect(output(page)).toHaveText('abc');
  await page.getByRole('textbox', { name: 'Keep first' }).fill('0');
  await page.getByRole('textbox', { name: 'Keep last' }).fill('1');
  await page.getByRole('textbox', { name: 'Replacement character' }).fill('#');
  await expect(output(page)).toHaveText('##c');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(output(page)).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Replacement character' }).fill('*');

  // Presets and a fixed-length mask; the secret stays out of the URL.
  await input(page).fill('4111 1111 1111 1234');
  await page.getByRole('button', { name: 'Credit card' }).click();
  await expect(output(page)).toHaveText('**** **** **** 1234');
  await page.getByRole('textbox', { name: 'Fixed mask length' }).fill('3');
  await expect(output(page)).toHaveText('***1234');
  await input(page).fill('john.doe@example.com');
  await page.getByLabel('E-mail: keep the first letter and the domain').check();
  await expect(output(page)).toHaveText('j***@example.com');
  await expect(page).toHaveURL(/keepFirst=0/);
  expect(page.url()).not.toContain('john');

  // A link sets the options; the result copies. Through a blank page: going to the same page with a
  // fragment would only change the fragment, not load a link.
  await page.goto('about:blank');
  await openPage(page, '/string-obfuscator#keepFirst=2&keepLast=0&keepSpaces=false&replacement=%E2%80%A2', input);
  await expect(output(page)).toHaveText('Lo••••••••••••••••••••••••');
  await page.getByRole('button', { name: 'Copy to clipboard' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Lo••••••••••••••••••••••••');
});
