import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';
import { detailsTable } from '../../../e2e/details-table';

const ibanField = (page: Page) => page.getByRole('textbox', { name: 'IBAN', exact: true });
const details = (page: Page) => detailsTable(page, 'IBAN details');

// What each IBAN and BIC gives (QR-IBANs, every example) is in iban-validator-and-parser.test.ts;
// here, that the page shows it.
test('a link restores the IBAN; examples copy; valid and wrong IBANs are detailed; BICs are split', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/iban-validator-and-parser#iban=DE89370400440532013000', ibanField);
  await expect(ibanField(page)).toHaveValue('DE89370400440532013000');
  await details(page).expectValues({ 'Is IBAN valid ?': 'Yes', 'Country code': 'DE (Germany)' });

  // Clicking an example copies its compact form.
  await page.getByRole('button', { name: 'FR76 3000 6000 0112 3456 7890 189', exact: true }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('FR7630006000011234567890189');

  await ibanField(page).fill('');
  await expect(details(page).table).toHaveCount(0);

  // A valid IBAN: its country, BBAN and grouped form.
  await ibanField(page).fill('gb29 nwbk-6016 1331 9268 19');
  await details(page).expectValues({
    'Is IBAN valid ?': 'Yes',
    'Is IBAN a QR-IBAN ?': 'No',
    'Country code': 'GB (United Kingdom)',
    BBAN: 'NWBK60161331926819',
    Bank: 'NWBK',
    'IBAN friendly format': 'GB29 NWBK 6016 1331 9268 19',
  });
  await expect(details(page).value('IBAN errors')).toHaveCount(0);

  // A wrong checksum: the errors, N/A parts and the corrected check digits.
  await ibanField(page).fill('DE89370400440532013001');
  await details(page).expectValues({
    'Is IBAN valid ?': 'No',
    'IBAN errors': 'Wrong IBAN checksum',
    'Is IBAN a QR-IBAN ?': 'No',
    'Country code': 'N/A',
    BBAN: 'N/A',
    'IBAN friendly format': 'DE89 3704 0044 0532 0130 01',
    'IBAN with correct check digits': 'DE62370400440532013001',
  });

  // A BIC is split into its parts, a bad one says why.
  const bic = page.getByRole('textbox', { name: 'BIC', exact: true });
  await bic.fill('NWBKGB2L');
  const bicDetails = page.getByRole('table', { name: 'BIC details', exact: true });
  await expect(bicDetails).toContainText('NWBK');
  await expect(bicDetails).toContainText('United Kingdom');
  await bic.fill('NWBK');
  await expect(page.getByText('No BIC country', { exact: true })).toBeVisible();
  await expect(bicDetails).toHaveCount(0);
});
