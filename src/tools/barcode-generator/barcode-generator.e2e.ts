import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { chooseOption, expect, openPage, test } from '../../../e2e/test';

const value = (page: Page) => page.getByRole('textbox', { name: 'Value', exact: true });
const image = (page: Page) => page.getByRole('img', { name: 'Barcode', exact: true });

async function download(page: Page, name: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** A PNG's width and height, from its header. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

test('draws the chosen type with its check digit, names a wrong one, and downloads SVG and PNG of one size', async ({
  page,
}) => {
  await openPage(page, '/barcode-generator', value);
  await expect(value(page)).toHaveValue('IT-Tools');
  await expect(image(page)).toBeVisible();
  await expect(page.getByText('Encoded: IT-Tools', { exact: true })).toBeVisible();

  // The sample gives way to the new type's sample.
  await chooseOption(page, 'Barcode type', 'EAN-13');
  await expect(value(page)).toHaveValue('590123412345');
  await expect(page.getByText('Check digit: 7', { exact: true })).toBeVisible();
  await expect(page.getByText('Encoded: 5901234123457', { exact: true })).toBeVisible();
  const svg = await download(page, 'Download SVG');
  expect(svg.name).toBe('barcode-ean-13.svg');
  expect(svg.bytes.toString()).toMatch(/^<svg viewBox="0 0 230 137"/);
  const png = await download(page, 'Download PNG');
  expect(png.name).toBe('barcode-ean-13.png');
  expect(pngSize(png.bytes)).toEqual([230, 137]);

  await value(page).fill('5901234123458');
  await expect(page.getByText('Wrong check digit: the last digit should be 7, not 8.')).toBeVisible();
  await expect(image(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download PNG' })).toBeDisabled();

  // The person's own value stays when the type changes; Code 39 offers its check character.
  await value(page).fill('code-39');
  await chooseOption(page, 'Barcode type', 'Code 39');
  await expect(value(page)).toHaveValue('code-39');
  await page.getByRole('switch', { name: 'Add check digit (mod 43)' }).check();
  await expect(page.getByText('Lowercase letters were converted to uppercase.')).toBeVisible();
  await expect(page.getByText('Check character: P', { exact: true })).toBeVisible();
  await expect(page.getByText('Encoded: CODE-39P', { exact: true })).toBeVisible();

  // Options are remembered; a transparent background draws no background.
  await page.getByRole('switch', { name: 'Transparent background' }).check();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Barcode type' })).toHaveText('Code 39');
  expect((await download(page, 'Download SVG')).bytes.toString()).not.toContain('<rect');
});
