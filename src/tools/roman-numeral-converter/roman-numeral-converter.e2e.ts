import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const arabicCard = (page: Page) => page.getByRole('region', { name: 'Arabic to roman', exact: true });
const romanCard = (page: Page) => page.getByRole('region', { name: 'Roman to arabic', exact: true });
const arabicNumber = (page: Page) => page.getByLabel('Arabic number', { exact: true });
const inRoman = (page: Page) => page.getByLabel('In Roman numerals', { exact: true });
const romanNumeral = (page: Page) => page.getByLabel('Roman numeral', { exact: true });
const inArabic = (page: Page) => page.getByLabel('In Arabic numerals', { exact: true });

const rangeError = 'Only numbers from 1 to 3,999 can be written in Roman numerals.';
const invalidError = 'This is not a valid Roman numeral.';

test.beforeEach(async ({ page }) => {
  await openPage(page, '/roman-numeral-converter', romanNumeral);
});

test('starts with 42 and XLII, both converted', async ({ page }) => {
  await expect(arabicNumber(page)).toHaveValue('42');
  await expect(inRoman(page)).toHaveValue('XLII');
  await expect(romanNumeral(page)).toHaveValue('XLII');
  await expect(inArabic(page)).toHaveValue('42');
  // No spinner buttons beside the number.
  await expect(arabicCard(page).locator('.mantine-NumberInput-control')).toHaveCount(0);
});

test('writes numbers in Roman numerals as they are typed, dropping decimals', async ({ page }) => {
  for (const [number, numeral] of [
    ['2024', 'MMXXIV'],
    ['1994', 'MCMXCIV'],
    ['3999', 'MMMCMXCIX'],
    ['17.6', 'XVII'],
    ['1.9', 'I'],
  ]) {
    await arabicNumber(page).fill(number);
    await expect(inRoman(page)).toHaveValue(numeral);
  }
});

test('rejects numbers outside 1–3,999 with no output and a disabled Copy', async ({ page }) => {
  const copy = arabicCard(page).getByRole('button', { name: 'Copy', exact: true });
  for (const number of ['4000', '0', '-3']) {
    await arabicNumber(page).fill(number);
    await expect(arabicCard(page).getByText(rangeError)).toBeVisible();
    await expect(arabicNumber(page)).toHaveValue(number);
    await expect(inRoman(page)).toHaveValue('');
    await expect(copy).toBeDisabled();
  }
  await arabicNumber(page).fill('5');
  await expect(inRoman(page)).toHaveValue('V');
  await expect(page.getByText(rangeError)).toHaveCount(0);
  await expect(copy).toBeEnabled();
});

test('reads canonical numerals in any case, trimmed', async ({ page }) => {
  await romanNumeral(page).fill('MCMXCIV');
  await expect(inArabic(page)).toHaveValue('1994');
  await romanNumeral(page).fill('  mmxxiv ');
  await expect(inArabic(page)).toHaveValue('2024');
});

test('rejects non-canonical numerals and shows nothing for an empty one', async ({ page }) => {
  for (const numeral of ['IC', 'XXXX', 'VX', 'MMMM']) {
    await romanNumeral(page).fill(numeral);
    await expect(romanCard(page).getByText(invalidError)).toBeVisible();
    await expect(romanNumeral(page)).toHaveValue(numeral);
    await expect(inArabic(page)).toHaveValue('');
    await expect(romanCard(page).getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
  }
  await romanNumeral(page).fill('');
  await expect(page.getByText(invalidError)).toHaveCount(0);
  await expect(inArabic(page)).toHaveValue('');
});

test('copies each result with its Copy button', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await arabicNumber(page).fill('1994');
  await expect(inRoman(page)).toHaveValue('MCMXCIV');
  await arabicCard(page).getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('MCMXCIV');

  await romanNumeral(page).fill('mmxxiv');
  await expect(inArabic(page)).toHaveValue('2024');
  await romanCard(page).getByRole('button', { name: 'Copy', exact: true }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('2024');
});

test('a link with both inputs in its fragment opens the tool with them, and follows a change', async ({ page }) => {
  await openPage(page, '/roman-numeral-converter#arabic=1994&roman=mmxxiv', romanNumeral);
  await expect(arabicNumber(page)).toHaveValue('1994');
  await expect(inRoman(page)).toHaveValue('MCMXCIV');
  await expect(romanNumeral(page)).toHaveValue('mmxxiv');
  await expect(inArabic(page)).toHaveValue('2024');

  await arabicNumber(page).fill('4000');
  await expect(page).toHaveURL(/#arabic=4000&roman=mmxxiv$/);
  await expect(arabicCard(page).getByText(rangeError)).toBeVisible();
});
