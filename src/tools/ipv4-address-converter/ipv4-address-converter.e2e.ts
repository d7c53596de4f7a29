import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const ipField = (page: Page) => page.getByRole('textbox', { name: 'The ipv4 address:', exact: true });
const output = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function expectOutputs(page: Page, expected: Record<string, string>) {
  for (const [label, value] of Object.entries(expected)) await expect(output(page, label)).toHaveValue(value);
}

// Every form of the spec's addresses, and the reverse direction, are unit-tested
// (ipv4-address-converter.test.ts); here, the page's wiring, error, storage and link.
test('the default address in every form; the reverse direction; a bad address; remembered; a link', async ({
  page,
}) => {
  await openPage(page, '/ipv4-address-converter', ipField);
  await expect(ipField(page)).toHaveValue('192.168.1.1');
  await expectOutputs(page, {
    'Decimal:': '3232235777',
    'Hexadecimal:': 'C0A80101',
    'Binary:': '11000000101010000000000100000001',
    'Ipv6:': '0000:0000:0000:0000:0000:ffff:c0a8:0101',
    'Ipv6 (short):': '::ffff:c0a8:0101',
    'Dotted binary:': '11000000.10101000.00000001.00000001',
    'Dotted hexadecimal:': 'C0.A8.01.01',
    'Reverse DNS:': '1.1.168.192.in-addr.arpa',
  });

  // The reverse direction: a decimal form gives the dotted address.
  await ipField(page).fill('167772161');
  await expect(output(page, 'Dotted decimal:')).toHaveValue('10.0.0.1');

  // A bad address empties every row, and the field keeps it.
  await ipField(page).fill('192.168.1.256');
  await expect(page.getByText('Invalid ipv4 address', { exact: true })).toBeVisible();
  await expect(ipField(page)).toHaveValue('192.168.1.256');
  await expect(output(page, 'Decimal:')).toHaveValue('');
  await expect(output(page, 'Ipv6:')).toHaveValue('');
  await expect(output(page, 'Binary:')).toHaveAttribute('placeholder', 'Set a correct ipv4 address');

  // The address is remembered.
  await ipField(page).fill('8.8.4.4');
  await expect(output(page, 'Hexadecimal:')).toHaveValue('08080404');
  await page.goto('/ipv4-address-converter');
  await expect(ipField(page)).toHaveValue('8.8.4.4');
  expect(await page.evaluate(() => localStorage.getItem('ipv4-converter:ip'))).toContain('8.8.4.4');

  // A link restores the address. Away first: from the same path, `goto` would only jump to the
  // fragment rather than load the page.
  await page.goto('about:blank');
  await openPage(page, '/ipv4-address-converter#ip=172.16.0.1', ipField);
  await expect(ipField(page)).toHaveValue('172.16.0.1');
  await expect(output(page, 'Decimal:')).toHaveValue('2886729729');
});
