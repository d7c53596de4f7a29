import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, openPage, test } from '../../../e2e/test';
import { makePdfFixtures, type PdfFixtures } from './fixtures/pdf-fixtures';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
// Dates in the certificate table are local: pin the zone so they read as in the spec.
test.use({ timezoneId: 'UTC' });

let fixtures: PdfFixtures;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fixtures = await makePdfFixtures();
});

const fileInput = (page: Page) => page.getByLabel('File', { exact: true });
const trustedRootField = (page: Page) => page.getByLabel('Trusted root certificate (PEM)');
const signature = (page: Page, number: number) =>
  page.getByRole('region', { name: `Signature ${number}`, exact: true });
const certificateRows = (card: Locator) => card.getByRole('row').filter({ has: card.page().getByRole('cell') });

/** Chooses a file and waits for its results: a first check loads the worker, slow on a busy machine. */
async function upload(page: Page, name: string, bytes: Uint8Array) {
  await fileInput(page).setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(bytes) });
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  const results = signature(page, 1).or(page.getByText('No signatures found in the provided file.'));
  await expect(results).toBeVisible({ timeout: 90_000 });
}

// What each fixture gives (modified, unreadable, no signature, trusted or not) is in the unit tests;
// here, that the page shows it, hands the certificates over, and takes the trusted root.
test('a link with a trusted root: the signed file, its signature and certificates, the PEM, other roots and files', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, `/pdf-signature-checker#${new URLSearchParams({ trustedRoot: fixtures.rootPem })}`, fileInput);
  await expect(page.getByText('Drag and drop a PDF file here, or click to select a file')).toBeVisible();
  await expect(fileInput(page)).toHaveAttribute('accept', '.pdf,application/pdf');
  // A text area holds line breaks as \n.
  await expect(trustedRootField(page)).toHaveValue(fixtures.rootPem.replace(/\r\n/g, '\n'));

  await upload(page, 'signed.pdf', fixtures.signed);
  await expect(page.getByText('signed.pdf', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d+(\.\d+)? KB$/)).toBeVisible();

  const card = signature(page, 1);
  for (const line of [
    'Integrity: Document unchanged since signing',
    'Trusted certificate chain: Yes',
    'Certificate expired: No',
    'Signer name: Jane Tester',
    'Reason: Approval of the test document',
    'Location: Paris, France',
    'Contact info: jane.tester@example.com',
    'Signing time: 2025-03-14 09:26:53',
    'Digest algorithm: SHA-256',
    'Covers the whole document: Yes',
  ]) {
    await expect(card.getByText(line, { exact: true })).toBeVisible();
  }
  await expect(signature(page, 2)).toHaveCount(0);

  await expect(card.getByRole('heading', { name: 'Signature 1 certificates :' })).toBeVisible();
  for (const header of ['Validity period', 'Issued by', 'Issued to', 'PEM certificate']) {
    await expect(card.getByRole('columnheader', { name: header })).toBeVisible();
  }
  const rows = certificateRows(card);
  await expect(rows).toHaveCount(2);
  const [leaf, root] = [rows.nth(0), rows.nth(1)];
  const issuedTo = (row: Locator) => row.getByRole('cell').nth(2);
  const issuedBy = (row: Locator) => row.getByRole('cell').nth(1);
  for (const text of ['Common name: Jane Tester', 'Organization name: Acme Test Org', 'Country name: FR']) {
    await expect(issuedTo(leaf)).toContainText(text);
  }
  for (const text of [
    'Locality name: Paris',
    'Organizational unit name: QA',
    'State or province name: Ile-de-France',
  ]) {
    await expect(issuedTo(leaf)).toContainText(text);
  }
  await expect(issuedBy(leaf)).toContainText('Common name: IT-Tools Test Root CA');
  for (const text of ['Common name: IT-Tools Test Root CA', 'Locality name: Lyon', 'Organizational unit name: PKI']) {
    await expect(issuedTo(root)).toContainText(text);
    await expect(issuedBy(root)).toContainText(text);
  }
  await expect(issuedTo(root)).toContainText('State or province name: Auvergne-Rhone-Alpes');
  for (const row of [leaf, root]) {
    await expect(row).toContainText('Not before: 2024-01-01 00:00:00');
    await expect(row).toContainText('Not after: 2044-01-01 00:00:00');
  }

  // A certificate's PEM, in a dialog, copied and downloaded.
  await root.getByRole('button', { name: 'View PEM cert' }).click();
  const dialog = page.getByRole('dialog', { name: 'PEM certificate of IT-Tools Test Root CA' });
  await expect(dialog).toContainText('-----BEGIN CERTIFICATE-----');
  await dialog.getByRole('button', { name: 'Copy PEM' }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.replace(/\s/g, '')).toBe(fixtures.rootPem.replace(/\s/g, ''));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const downloading = page.waitForEvent('download');
  await root.getByRole('button', { name: 'Download certificate (.pem)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('IT-Tools-Test-Root-CA.pem');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString().replace(/\s/g, '')).toBe(fixtures.rootPem.replace(/\s/g, ''));

  // Without the root, or with another one, the chain is not trusted; a root that is not a
  // certificate shows the error and is kept; the root pasted back is trusted again.
  await trustedRootField(page).fill('');
  await expect(card.getByText('Trusted certificate chain: No', { exact: true })).toBeVisible();
  await trustedRootField(page).fill('not a certificate');
  await expect(page.getByText('Not a valid PEM certificate')).toBeVisible();
  await expect(trustedRootField(page)).toHaveValue('not a certificate');
  await expect(card.getByText('Trusted certificate chain: No', { exact: true })).toBeVisible();
  await trustedRootField(page).fill(fixtures.otherRootPem);
  await expect(page.getByText('Not a valid PEM certificate')).toBeHidden();
  await expect(card.getByText('Trusted certificate chain: No', { exact: true })).toBeVisible();
  await trustedRootField(page).fill(fixtures.rootPem);
  await expect(card.getByText('Trusted certificate chain: Yes', { exact: true })).toBeVisible();

  // An unreadable signature does not break the page; a file without one keeps its card.
  await upload(page, 'garbled.pdf', fixtures.garbled);
  await expect(signature(page, 1).getByText('This signature could not be read')).toBeVisible();
  await upload(page, 'unsigned.pdf', fixtures.unsigned);
  await expect(page.getByText('No signatures found in the provided file.')).toBeVisible();
  await expect(signature(page, 1)).toHaveCount(0);
  await expect(page.getByText('unsigned.pdf', { exact: true })).toBeVisible();
  await expect(page.getByText(`${fixtures.unsigned.length} Bytes`, { exact: true })).toBeVisible();
});
