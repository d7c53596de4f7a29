import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const inputNumber = (page: Page) => page.getByLabel('Input number', { exact: true });
const inputBase = (page: Page) => page.getByLabel('Input base', { exact: true });
const customBase = (page: Page) => page.getByLabel('Custom base', { exact: true });
const output = (page: Page, label: string) => page.getByLabel(label, { exact: true });

const baseError = 'The base must be a whole number from 2 to 64.';
const fixedLabels = ['Binary (2)', 'Octal (8)', 'Decimal (10)', 'Hexadecimal (16)', 'Base64 (64)'];

async function expectOutputs(page: Page, expected: Record<string, string>) {
  for (const [label, value] of Object.entries(expected)) await expect(output(page, label)).toHaveValue(value);
}

// Digit groups, prefixes, case, zero and large numbers are checked by the unit tests.
test('a link converts its number to every base; the plain page converts 42, copies and flags bad digits and bases', async ({
  page,
  context,
}) => {
  await openPage(page, '/base-converter#number=deadbeef&base=16&customBase=36', inputNumber);
  await expect(inputNumber(page)).toHaveValue('deadbeef');
  await expect(inputBase(page)).toHaveValue('16');
  await expect(customBase(page)).toHaveValue('36');
  // The custom output's label follows its base.
  await expectOutputs(page, {
    'Binary (2)': '11011110101011011011111011101111',
    'Octal (8)': '33653337357',
    'Decimal (10)': '3735928559',
    'Hexadecimal (16)': 'deadbeef',
    'Base64 (64)': '3uHrXL',
    'Base 36': '1ps9wxb',
  });
  await expect(output(page, 'Base 42')).toHaveCount(0);

  await inputBase(page).fill('2.5');
  await expect(page).toHaveURL(/[#&]base=2\.5(&|$)/);
  await expect(page.getByText(baseError)).toBeVisible();
  await expect(inputBase(page)).toHaveAttribute('aria-invalid', 'true');
  for (const label of fixedLabels) await expect(output(page, label)).toHaveValue('');

  await openPage(page, '/base-converter', inputNumber);
  await expect(inputNumber(page)).toHaveValue('42');
  await expect(inputBase(page)).toHaveValue('10');
  await expect(customBase(page)).toHaveValue('42');
  await expectOutputs(page, {
    'Binary (2)': '101010',
    'Octal (8)': '52',
    'Decimal (10)': '42',
    'Hexadecimal (16)': '2a',
    'Base64 (64)': 'G',
    'Base 42': '10',
  });
  await expect(output(page, 'Base64 (64)')).toHaveAccessibleDescription(/not RFC 4648 Base64 text encoding/);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await output(page, 'Hexadecimal (16)').locator('xpath=..').getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('2a');

  await inputBase(page).fill('8');
  await inputNumber(page).fill('19');
  await expect(page.getByText('"9" is not a valid digit in base 8.')).toBeVisible();
  await expect(inputNumber(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(inputNumber(page)).toHaveValue('19');
  for (const label of [...fixedLabels, 'Base 42']) await expect(output(page, label)).toHaveValue('');
  await inputNumber(page).fill('17');
  await expect(output(page, 'Decimal (10)')).toHaveValue('15');
  await expect(page.getByText(/is not a valid digit/)).toHaveCount(0);

  await inputNumber(page).fill('42');
  await inputBase(page).fill('65');
  await expect(page.getByText(baseError)).toBeVisible();
  await expect(inputBase(page)).toHaveAttribute('aria-invalid', 'true');
  for (const label of fixedLabels) await expect(output(page, label)).toHaveValue('');
  await inputBase(page).fill('10');
  await expect(page.getByText(baseError)).toHaveCount(0);
  await expect(output(page, 'Binary (2)')).toHaveValue('101010');

  await customBase(page).fill('1');
  await expect(page.getByText(baseError)).toBeVisible();
  await expect(customBase(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(output(page, 'Base 1')).toHaveValue('');
  await expect(output(page, 'Binary (2)')).toHaveValue('101010');
});
