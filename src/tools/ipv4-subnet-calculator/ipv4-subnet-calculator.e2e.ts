import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';
import { detailsTable } from '../../../e2e/details-table';

const ipField = (page: Page) =>
  page.getByRole('textbox', { name: 'An IPv4 address with or without mask', exact: true });
const details = (page: Page) => detailsTable(page, 'Subnet details');

test('the default block: every property, then the next and previous blocks', async ({ page }) => {
  await openPage(page, '/ipv4-subnet-calculator', ipField);
  await expect(ipField(page)).toHaveValue('192.168.0.1/24');
  await expect(ipField(page)).toHaveAttribute('placeholder', 'The ipv4 address...');
  await details(page).expectValues({
    Netmask: '192.168.0.0/24',
    'Network address': '192.168.0.0',
    'Network mask': '255.255.255.0',
    'Network mask in binary': '11111111.11111111.11111111.00000000',
    'CIDR notation': '/24',
    'Wildcard mask': '0.0.0.255',
    'Network size': '256',
    'Usable hosts': '254',
    'First address': '192.168.0.1',
    'Last address': '192.168.0.254',
    'Broadcast address': '192.168.0.255',
    'IP class': 'C',
    'Address type': 'Private (192.168.0.0/16, RFC 1918)',
  });
  await page.getByRole('button', { name: 'Next block', exact: true }).click();
  await expect(ipField(page)).toHaveValue('192.168.1.0/24');
  await details(page).expectValues({ 'Broadcast address': '192.168.1.255' });
  await page.getByRole('button', { name: 'Previous block', exact: true }).click();
  await page.getByRole('button', { name: 'Previous block', exact: true }).click();
  await expect(ipField(page)).toHaveValue('192.167.255.0/24');
});

test('a /20 and a /31 with no broadcast address; the buttons stop at the ends', async ({ page }) => {
  await openPage(page, '/ipv4-subnet-calculator', ipField);
  await ipField(page).fill('172.16.5.4 255.255.240.0');
  await details(page).expectValues({
    Netmask: '172.16.0.0/20',
    'Wildcard mask': '0.0.15.255',
    'Network size': '4096',
    'Last address': '172.16.15.254',
    'Broadcast address': '172.16.15.255',
    'IP class': 'B',
  });
  await ipField(page).fill('10.1.2.3/31');
  await details(page).expectValues({
    Netmask: '10.1.2.2/31',
    'Network size': '2',
    'First address': '10.1.2.2',
    'Last address': '10.1.2.3',
    'Broadcast address': 'No broadcast address with this mask',
    'IP class': 'A',
  });
  await ipField(page).fill('255.255.255.0/24');
  await expect(page.getByRole('button', { name: 'Next block', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Previous block', exact: true })).toBeEnabled();
  await ipField(page).fill('8.8.8.8/0');
  await details(page).expectValues({ 'Network size': '4294967296' });
  await expect(page.getByRole('button', { name: 'Previous block', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next block', exact: true })).toBeDisabled();
});

test('an address it cannot parse: the error under the field, no table', async ({ page }) => {
  await openPage(page, '/ipv4-subnet-calculator', ipField);
  await ipField(page).fill('256.1.1.1');
  await expect(page.getByText('We cannot parse this address, check the format', { exact: true })).toBeVisible();
  await expect(ipField(page)).toHaveValue('256.1.1.1');
  await expect(details(page).table).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next block', exact: true })).toBeDisabled();
});

test('a link restores the block and the split; the split lists equal subnets', async ({ page }) => {
  await openPage(page, '/ipv4-subnet-calculator#ip=10.0.0.0%2F8&subnets=3', ipField);
  await expect(ipField(page)).toHaveValue('10.0.0.0/8');
  const subnets = page.getByRole('table', { name: 'Subnets of /10', exact: true });
  await expect(subnets.getByRole('row')).toHaveCount(5);
  await expect(subnets).toContainText('10.192.0.0/10');
  await expect(page.getByText('Equal CIDR blocks come in powers of two: 4 subnets of /10.')).toBeVisible();
  const count = page.getByRole('textbox', { name: 'Number of subnets', exact: true });
  await count.fill('5000');
  await expect(page.getByText('Enter a whole number of subnets from 2 to 4,096', { exact: true })).toBeVisible();
});

test('the IPv6 counterpart', async ({ page }) => {
  await openPage(page, '/ipv4-subnet-calculator', ipField);
  const ipv6 = page.getByRole('textbox', { name: 'An IPv6 address with or without prefix', exact: true });
  await ipv6.fill('fd12:3456:789a:1::abcd/48');
  const table = page.getByRole('table', { name: 'IPv6 subnet details', exact: true });
  await expect(table).toContainText('fd12:3456:789a::/48');
  await expect(table).toContainText('fd12:3456:789a:ffff:ffff:ffff:ffff:ffff');
  await expect(table).toContainText('1208925819614629174706176');
  await expect(table).toContainText('Unique local (RFC 4193)');
  await ipv6.fill('fd12::1::2');
  await expect(page.getByText('We cannot parse this IPv6 address, check the format', { exact: true })).toBeVisible();
  await expect(table).toHaveCount(0);
});
