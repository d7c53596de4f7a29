import type { Page, Response } from '@playwright/test';
import { expect, test } from '../../../e2e/test';

const macField = (page: Page) => page.getByRole('textbox', { name: 'MAC address:', exact: true });
const vendorInfo = (page: Page) => page.getByRole('status', { name: 'Vendor info:' });
const copyVendor = (page: Page) => page.getByRole('button', { name: 'Copy vendor info' });

/** The vendor registry files the page fetches, as they come. */
function vendorFiles(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (/\/assets\/oui-[^/]+\//.test(response.url())) responses.push(response);
  });
  return responses;
}

// Each address's vendor, notes and notations are unit-tested (mac-address-lookup.test.ts); here,
// the registry files the page fetches, its wiring and clipboard.
test('the default address from one small file; a bulk lookup; other notations, copied; bad input; a QEMU address', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const files = vendorFiles(page);
  await page.goto('/mac-address-lookup');

  // The default address: Cisco, from one registry file of at most 60 KB gzip.
  await expect(macField(page)).toHaveValue('20:37:06:12:34:56');
  await expect(vendorInfo(page)).toHaveText(
    ['Cisco Systems, Inc', '80 West Tasman Drive', 'San Jose CA 94568', 'United States'].join(''),
  );
  expect(files).toHaveLength(1);
  const { responseBodySize } = await files[0].request().sizes();
  expect(await files[0].headerValue('content-encoding')).toBe('gzip');
  expect(responseBodySize).toBeLessThanOrEqual(60 * 1024);
  await expect(page.getByRole('textbox', { name: 'EUI-64:' })).toHaveValue('20:37:06:FF:FE:12:34:56');

  // Bulk lookup: a table of vendors, reading only the files its addresses need.
  const bulkField = page.getByRole('textbox', { name: 'MAC addresses (one per line):' });
  await bulkField.fill('20:37:06:00:00:01\nB8:27:EB:12:34:56\n52:54:00:12:34:56\n20:37:06:00:00:02');
  const table = page.getByRole('table', { name: 'Vendors' });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table).toContainText('Raspberry Pi Foundation');
  await expect(table).toContainText('Locally administered address');
  await expect(table.getByRole('cell', { name: 'Cisco Systems, Inc' })).toHaveCount(2);
  // The Cisco file came with the first lookup: the bulk lookup added the Raspberry Pi one only.
  expect(files.map((file) => file.url().replace(/.*\/assets\/oui-[^/]+\//, ''))).toEqual(['v/20.json', 'v/B8.json']);
  await bulkField.fill('');
  await expect(table).toHaveCount(0);

  // Apple in dash and Cisco dotted notation; copying the record says so.
  await macField(page).fill('00-1B-63-84-45-E6');
  await expect(vendorInfo(page)).toContainText('Apple, Inc.1 Infinite LoopCupertino CA 95014United States');
  await macField(page).fill('001b.6384.45e6');
  await expect(vendorInfo(page)).toContainText('Apple, Inc.');
  await expect(page.getByText('Invalid MAC address')).toHaveCount(0);
  await copyVendor(page).click();
  await expect(page.getByText('Vendor info copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Apple, Inc.\n1 Infinite Loop\nCupertino CA 95014\nUnited States',
  );

  // Bad input shows the error and keeps the text.
  await macField(page).fill('hello');
  await expect(page.getByText('Invalid MAC address')).toBeVisible();
  await expect(macField(page)).toHaveValue('hello');
  await expect(vendorInfo(page)).toHaveText('Unknown vendor for this address');
  await expect(page.getByRole('textbox', { name: 'EUI-64:' })).toHaveCount(0);

  // A QEMU address: unknown vendor, locally administered, nothing to copy.
  await macField(page).fill('52:54:00:12:34:56');
  await expect(vendorInfo(page)).toHaveText('Unknown vendor for this address');
  await expect(page.getByText('Locally administered address')).toBeVisible();
  await expect(copyVendor(page)).toBeDisabled();
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a prefix looked up once answers with the network off', async ({ page, context }) => {
    test.slow();
    await page.goto('/mac-address-lookup');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state), { timeout: 30_000 })
      .toBe('activated');
    // Fetched through the service worker, which keeps it: the registry files are not precached.
    await macField(page).fill('B8:27:EB:12:34:56');
    await expect(vendorInfo(page)).toContainText('Raspberry Pi Foundation');

    // A link opened with the network off: a new page, so the file comes from the service worker,
    // not from the memory of the page that fetched it.
    await context.setOffline(true);
    await page.goto('about:blank');
    await page.goto('/mac-address-lookup#mac=B8:27:EB:00:00:01');
    await expect(macField(page)).toHaveValue('B8:27:EB:00:00:01');
    await expect(vendorInfo(page)).toContainText('Raspberry Pi Foundation');
  });
});
