import type { Page } from '@playwright/test';
import { chooseOption, expect, openPage, test } from '../../../e2e/test';
import { detailsTable } from '../../../e2e/details-table';

const phoneField = (page: Page) => page.getByRole('textbox', { name: 'Phone number:', exact: true });
const details = (page: Page) => detailsTable(page, 'Phone number details');

test('parses a number with the chosen default country, shows the error for letters, converts a list, and opens from a link', async ({
  page,
}) => {
  await openPage(page, '/phone-parser-and-formatter', phoneField);
  // An international number: its country, type and every format.
  await phoneField(page).fill('+33 6 12 34 56 78');
  await details(page).expectValues({
    Country: 'FR',
    'Country name': 'France',
    'Country calling code': '33',
    'Is valid?': 'Yes',
    'Is possible?': 'Yes',
    Type: 'Mobile',
    'International format': '+33 6 12 34 56 78',
    'National format': '06 12 34 56 78',
    'E.164 format': '+33612345678',
    'RFC3966 format': 'tel:+33612345678',
  });

  // A national number is read with the chosen default country.
  await chooseOption(page, 'Default country code:', 'France (+33)');
  await phoneField(page).fill('123');
  await details(page).expectValues({
    'Is valid?': 'No',
    'Is possible?': 'No',
    Type: 'Unknown',
    'International format': '+33 123',
  });
  await chooseOption(page, 'Default country code:', 'United States (+1)');
  await phoneField(page).fill('(213) 373-4253');
  await details(page).expectValues({
    Country: 'US',
    Type: 'Fixed line or mobile',
    'National format': '(213) 373-4253',
    'E.164 format': '+12133734253',
  });

  // Letters that are no phone number show the error and no table.
  await phoneField(page).fill('abc');
  await expect(page.getByText('Invalid phone number', { exact: true })).toBeVisible();
  await expect(phoneField(page)).toHaveValue('abc');
  await expect(details(page).table).toHaveCount(0);
  await phoneField(page).fill('1');
  await expect(page.getByText('Invalid phone number', { exact: true })).toHaveCount(0);
  await expect(details(page).table).toHaveCount(0);

  // Bulk, with the United States as default country: one number a line to E.164 and CSV.
  await page
    .getByRole('textbox', { name: 'Phone numbers (one per line):', exact: true })
    .fill('+33 6 12 34 56 78\n1-800-FLOWERS\n(213) 373-4253');
  await expect(page.getByRole('textbox', { name: 'CSV', exact: true })).toHaveValue(
    'Input,E.164,Country,Valid\n+33 6 12 34 56 78,+33612345678,FR,Yes\n1-800-FLOWERS,+18003569377,US,Yes\n(213) 373-4253,+12133734253,US,Yes\n',
  );

  // A link restores the country and the number. Through a blank page: going to the same page with
  // a fragment would only change the fragment, not load a link.
  await page.goto('about:blank');
  await openPage(page, '/phone-parser-and-formatter#country=US&phone=(213)%20373-4253', phoneField);
  await expect(page.getByRole('combobox', { name: 'Default country code:', exact: true })).toHaveValue(
    'United States (+1)',
  );
  await expect(phoneField(page)).toHaveValue('(213) 373-4253');
  await details(page).expectValues({ 'E.164 format': '+12133734253' });
});
