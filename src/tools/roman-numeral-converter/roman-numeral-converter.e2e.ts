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

test('converts both ways as you type, refuses what has no conversion, copies each result, and opens from a link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/roman-numeral-converter', romanNumeral);
  // Starts with 42 and XLII, both converted.
  await expect(arabicNumber(page)).toHaveValue('42');
  await expect(inRoman(page)).toHaveValue('XLII');
  await expect(romanNumeral(page)).toHaveValue('XLII');
  await expect(inArabic(page)).toHaveValue('42');
  // No spinner buttons beside the number.
  await expect(arabicCard(page).locator('.mantine-NumberInput-control')).toHaveCount(0);

  // Writes numbers in Roman numerals as they are typed, dropping decimals.
  await arabicNumber(page).fill('2024');
  await expect(inRoman(page)).toHaveValue('MMXXIV');
  await arabicNumber(page).fill('17.6');
  await expect(inRoman(page)).toHaveValue('XVII');

  // Numbers outside 1–3,999 give no output and a disabled Copy.
  const arabicCopy = arabicCard(page).getByRole('button', { name: 'Copy', exact: true });
  for (const number of ['4000', '0', '-3']) {
    await arabicNumber(page).fill(number);
    await expect(arabicCard(page).getByText(rangeError)).toBeVisible();
    await expect(arabicNumber(page)).toHaveValue(number);
    await expect(inRoman(page)).toHaveValue('');
    await expect(arabicCopy).toBeDisabled();
  }
  await arabicNumber(page).fill('1994');
  await expect(inRoman(page)).toHaveValue('MCMXCIV');
  await expect(page.getByText(rangeError)).toHaveCount(0);
  await arabicCopy.click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('MCMXCIV');

  // Reads canonical numerals in any case, trimmed; rejects the others; nothing for an empty one.
  const romanCopy = romanCard(page).getByRole('button', { name: 'Copy', exact: true });
  await romanNumeral(page).fill('IC');
  await expect(romanCard(page).getByText(invalidError)).toBeVisible();
  await expect(romanNumeral(page)).toHaveValue('IC');
  await expect(inArabic(page)).toHaveValue('');
  await expect(romanCopy).toBeDisabled();
  await romanNumeral(page).fill('');
  await expect(page.getByText(invalidError)).toHaveCount(0);
  await expect(inArabic(page)).toHaveValue('');
  await romanNumeral(page).fill('  mmxxiv ');
  await expect(inArabic(page)).toHaveValue('2024');
  await romanCopy.click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('2024');

  // A link with both inputs in its fragment opens the tool with them, and follows a change. Through
  // a blank page: going to the same page with a fragment would only change the fragment.
  await page.goto('about:blank');
  await openPage(page, '/roman-numeral-converter#arabic=1994&roman=mmxxiv', romanNumeral);
  await expect(arabicNumber(page)).toHaveValue('1994');
  await expect(inRoman(page)).toHaveValue('MCMXCIV');
  await expect(romanNumeral(page)).toHaveValue('mmxxiv');
  await expect(inArabic(page)).toHaveValue('2024');
  await arabicNumber(page).fill('4000');
  await expect(page).toHaveURL(/#arabic=4000&roman=mmxxiv$/);
  await expect(arabicCard(page).getByText(rangeError)).toBeVisible();
});
