import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const ipField = (page: Page) => page.getByRole('textbox', { name: 'The ipv4 address:', exact: true });
const output = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function expectOutputs(page: Page, expected: Record<string, string>) {
  for (const [label, value] of Object.entries(expected)) await expect(output(page, label)).toHaveValue(value);
}

test('the default address in every form', async ({ page }) => {
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
});

test('padded hexadecimal and binary; a bad address empties every row', async ({ page }) => {
  await openPage(page, '/ipv4-address-converter', ipField);
  await ipField(page).fill('10.0.0.1');
  await expectOutputs(page, {
    'Decimal:': '167772161',
    'Hexadecimal:': '0A000001',
    'Binary:': '00001010000000000000000000000001',
    'Ipv6 (short):': '::ffff:0a00:0001',
  });
  await ipField(page).fill('192.168.1.256');
  await expect(page.getByText('Invalid ipv4 address', { exact: true })).toBeVisible();
  await expect(ipField(page)).toHaveValue('192.168.1.256');
  await expect(output(page, 'Decimal:')).toHaveValue('');
  await expect(output(page, 'Ipv6:')).toHaveValue('');
  await expect(output(page, 'Binary:')).toHaveAttribute('placeholder', 'Set a correct ipv4 address');
});

test('the reverse direction: decimal, hexadecimal and ::ffff: forms give the dotted address', async ({ page }) => {
  await openPage(page, '/ipv4-address-converter', ipField);
  for (const [typed, dotted] of [
    ['167772161', '10.0.0.1'],
    ['0xC0A80101', '192.168.1.1'],
    ['::ffff:0a00:0001', '10.0.0.1'],
  ]) {
    await ipField(page).fill(typed);
    await expect(output(page, 'Dotted decimal:')).toHaveValue(dotted);
  }
});

test('a link restores the address, and it is remembered', async ({ page }) => {
  await openPage(page, '/ipv4-address-converter#ip=172.16.0.1', ipField);
  await expect(ipField(page)).toHaveValue('172.16.0.1');
  await expect(output(page, 'Decimal:')).toHaveValue('2886729729');
  await ipField(page).fill('8.8.4.4');
  await expect(output(page, 'Hexadecimal:')).toHaveValue('08080404');
  await page.goto('/ipv4-address-converter');
  await expect(ipField(page)).toHaveValue('8.8.4.4');
  expect(await page.evaluate(() => localStorage.getItem('ipv4-converter:ip'))).toContain('8.8.4.4');
});
