import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';
import { detailsTable } from '../../../e2e/details-table';

const ipField = (page: Page) =>
  page.getByRole('textbox', { name: 'An IPv4 address with or without mask', exact: true });
const details = (page: Page) => detailsTable(page, 'Subnet details');

const nextBlock = (page: Page) => page.getByRole('button', { name: 'Next block', exact: true });
const previousBlock = (page: Page) => page.getByRole('button', { name: 'Previous block', exact: true });

test('describes a block, steps to its neighbours, shows parse errors, describes IPv6, and splits a linked block', async ({
  page,
}) => {
  await openPage(page, '/ipv4-subnet-calculator', ipField);
  // The default block: every property, then the next and previous blocks.
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
  await nextBlock(page).click();
  await expect(ipField(page)).toHaveValue('192.168.1.0/24');
  await details(page).expectValues({ 'Broadcast address': '192.168.1.255' });
  await previousBlock(page).click();
  await previousBlock(page).click();
  await expect(ipField(page)).toHaveValue('192.167.255.0/24');

  // A /31 has no broadcast address; the buttons stop at the ends.
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
  await expect(nextBlock(page)).toBeDisabled();
  await expect(previousBlock(page)).toBeEnabled();
  await ipField(page).fill('8.8.8.8/0');
  await details(page).expectValues({ 'Network size': '4294967296' });
  await expect(previousBlock(page)).toBeDisabled();
  await expect(nextBlock(page)).toBeDisabled();

  // An address it cannot parse: the error under the field, no table.
  await ipField(page).fill('256.1.1.1');
  await expect(page.getByText('We cannot parse this address, check the format', { exact: true })).toBeVisible();
  await expect(ipField(page)).toHaveValue('256.1.1.1');
  await expect(details(page).table).toHaveCount(0);
  await expect(nextBlock(page)).toBeDisabled();

  // The IPv6 counterpart.
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

  // A link restores the block and the split; the split lists equal subnets. Through a blank page:
  // going to the same page with a fragment would only change the fragment, not load a link.
  await page.goto('about:blank');
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
