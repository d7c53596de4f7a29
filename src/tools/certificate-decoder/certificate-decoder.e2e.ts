import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectKeptSecret, openPage, test } from '../../../e2e/test';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const leafPem = fixture('leaf-ec-p256.pem').toString();
const rootPem = fixture('root-rsa2048.pem').toString();
const privateKey = [
  '-----BEGIN PRIVATE KEY-----',
  'MC4CAQAwBQYDK2VwBCIEIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  '-----END PRIVATE KEY-----',
  '',
].join('\n');

const field = (page: Page) => page.getByRole('textbox', { name: 'Certificate, CSR or CRL', exact: true });
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const cell = (region: Locator, label: string) =>
  region
    .getByRole('row')
    .filter({ has: region.page().getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');

// Every row, extension and verdict is unit-tested (certificate-decoder.test.ts); here, the page's
// wiring: pasting, the worker's answer, the file drop, warnings, the chain card, copy and download.
test('decodes a pasted certificate, a dropped DER file and a chain after a private key', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/certificate-decoder', field);
  await expect(field(page)).toBeFocused();

  await field(page).fill(leafPem);
  const leaf = card(page, 'Certificate');
  await expect(cell(leaf, 'Subject')).toContainText(
    'C = FR, ST = Ile-de-France, L = Paris, O = IT Tools Test, OU = Web, CN = www.example.test',
  );
  await expect(cell(leaf, 'Subject alternative names')).toHaveText(
    'DNS:www.example.test, DNS:example.test, IP Address:192.0.2.10, IP Address:2001:db8::1, email:admin@example.test, URI:https://example.test/',
  );
  await expect(cell(leaf, 'SHA-256 fingerprint')).toHaveText(
    'C8:D4:0D:C4:DC:DC:E6:FD:32:FA:C1:F8:CE:62:2B:58:25:05:75:C5:94:BD:05:E9:34:85:17:B6:33:EE:0D:E7',
  );
  await expect(cell(leaf, 'Key usage (critical)')).toHaveText('Digital Signature');
  await expect(cell(leaf, 'Validity')).toHaveText(/^(Valid, expires in|Expired) .+/);
  await cell(leaf, 'Subject').getByRole('button', { name: 'Attributes' }).click();
  await expect(cell(leaf, 'Subject').getByText('Organizational unit (OU): Web')).toBeVisible();

  await leaf.getByRole('button', { name: 'Copy PEM' }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(leafPem);
  const download = page.waitForEvent('download');
  await leaf.getByRole('button', { name: 'Download DER' }).click();
  expect((await download).suggestedFilename()).toBe('www.example.test.der');

  // A DER file becomes PEM in the field.
  await field(page).fill('');
  await expect(leaf).toHaveCount(0);
  await page.getByLabel('Certificate file', { exact: true }).setInputFiles({
    name: 'leaf.der',
    mimeType: 'application/x-x509-ca-cert',
    buffer: fixture('leaf-ec-p256.der'),
  });
  await expect(field(page)).toHaveValue(leafPem);
  await expect(cell(leaf, 'Serial number')).toHaveText('0A:1B:2C:3D:4E:5F:60 (2844626588163936)');

  // A private key before the chain is skipped, never shown; the chain is checked.
  await field(page).fill(privateKey + leafPem + rootPem);
  await expect(
    page.getByText('Block 1 (PRIVATE KEY) is not a certificate, CSR or CRL, so it was skipped.'),
  ).toBeVisible();
  await expect(cell(card(page, 'Certificate 2 of 2'), 'Self-signed')).toHaveText('Yes');
  const chain = card(page, 'Chain');
  await expect(chain.getByText('1 → 2: signed by certificate 2')).toBeVisible();
  await expect(chain.getByText('Chain order OK')).toBeVisible();
  await expect(chain.getByText('Certificate 2 is self-signed (a root).')).toBeVisible();
  await expectKeptSecret(page, 'MC4CAQAwBQYDK2VwBCIEIAAAAAAAAAAA');
  await expectKeptSecret(page, 'MIIFSTCCBDGgAwIBAgIHChssPU5fYDAN');

  // Root first: broken, and put right by Reorder.
  await field(page).fill(rootPem + leafPem);
  await expect(chain.getByText('Chain order broken at certificate 1')).toBeVisible();
  await expect(chain.getByText('Suggested order: 2, 1')).toBeVisible();
  await chain.getByRole('button', { name: 'Reorder' }).click();
  await expect(field(page)).toHaveValue(leafPem + rootPem);
  await expect(chain.getByText('Chain order OK')).toBeVisible();

  await field(page).fill('hello world');
  await expect(
    page.getByText(
      'No certificate, CSR or CRL found. Paste PEM text (-----BEGIN CERTIFICATE-----) or its Base64 body, or drop a DER file.',
    ),
  ).toBeVisible();
  await expect(chain).toHaveCount(0);
});
