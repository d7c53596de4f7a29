import type { Page } from '@playwright/test';
import { expect, maxTaskAfterPasteMs, openPage, test, watchLongTasks } from '../../../e2e/test';

const startField = (page: Page) => page.getByRole('textbox', { name: 'Start address', exact: true });
const endField = (page: Page) => page.getByRole('textbox', { name: 'End address', exact: true });
const cells = (page: Page, label: string) =>
  page.getByRole('table').getByRole('row').filter({ hasText: label }).getByRole('cell');

/** The address list starts with `first` and, scrolled to its end, ends with `last`. */
async function expectListEnds(page: Page, first: string, last: string) {
  const list = page.getByRole('region', { name: 'Addresses in the range', exact: true });
  await expect(list.getByText(first, { exact: true })).toBeVisible();
  await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(list.getByText(last, { exact: true })).toBeVisible();
  await expect(list.getByText(last, { exact: true }).locator('xpath=following-sibling::*')).toHaveCount(0);
}

/** Each row's old and new value, as the table shows them. */
async function expectRows(page: Page, expected: Record<string, [string, string]>) {
  for (const [label, [oldValue, newValue]] of Object.entries(expected))
    await expect(cells(page, label)).toHaveText([label, oldValue, newValue]);
}

// The ranges, covers and lists of the spec examples are unit-tested (ipv4-range-expander.test.ts);
// here, the page's wiring, errors, switch button, paste, long tasks and link.
test('expands the default range; errors, the switch button, a typed range, a pasted /8, a link', async ({ page }) => {
  await openPage(page, '/ipv4-range-expander', startField);

  // The default range, its smallest block, its exact cover and its addresses.
  await expect(startField(page)).toHaveValue('192.168.1.1');
  await expect(endField(page)).toHaveValue('192.168.6.255');
  await expect(page.getByRole('columnheader')).toHaveText(['', 'old value', 'new value']);
  await expectRows(page, {
    'Start address': ['192.168.1.1', '192.168.0.0'],
    'End address': ['192.168.6.255', '192.168.7.255'],
    'Addresses in range': ['1,535', '2,048'],
    CIDR: ['', '192.168.0.0/21'],
  });
  const cover = await page.getByRole('textbox', { name: 'CIDR blocks holding exactly the range' }).inputValue();
  expect(cover.split('\n')).toEqual([
    '192.168.1.1/32',
    '192.168.1.2/31',
    '192.168.1.4/30',
    '192.168.1.8/29',
    '192.168.1.16/28',
    '192.168.1.32/27',
    '192.168.1.64/26',
    '192.168.1.128/25',
    '192.168.2.0/23',
    '192.168.4.0/23',
    '192.168.6.0/24',
  ]);
  await expectListEnds(page, '192.168.1.1', '192.168.6.255');
  await expect(page.getByText(/^The first .* addresses\.$/)).toHaveCount(0);

  // An end before the start: the error box, and the switch button swaps them.
  await startField(page).fill('192.168.7.1');
  const box = page.getByRole('alert').filter({ hasText: 'Invalid combination of start and end IPv4 address' });
  await expect(box).toContainText('The end IPv4 address is lower than the start IPv4 address.');
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('button', { name: 'Switch start and end IPv4 address', exact: true }).click();
  await expect(startField(page)).toHaveValue('192.168.6.255');
  await expect(endField(page)).toHaveValue('192.168.7.1');
  await expectRows(page, { CIDR: ['', '192.168.6.0/23'] });
  await expect(box).toHaveCount(0);

  // A bad address: the error under its field, which keeps it, and no table.
  await endField(page).fill('172.16.3.256');
  await expect(page.getByText('Invalid ipv4 address', { exact: true })).toBeVisible();
  await expect(endField(page)).toHaveValue('172.16.3.256');
  await expect(page.getByRole('table')).toHaveCount(0);
  await endField(page).fill('172.16.3.200');
  await startField(page).fill('172.16.0.5');
  await expectRows(page, {
    'Start address': ['172.16.0.5', '172.16.0.0'],
    'End address': ['172.16.3.200', '172.16.3.255'],
    'Addresses in range': ['964', '1,024'],
    CIDR: ['', '172.16.0.0/22'],
  });
  // Typed one key at a time, a range stays as typed: only a paste fills both fields.
  await startField(page).fill('');
  await startField(page).pressSequentially('10.0.0.1-10.0.0.25');
  await expect(startField(page)).toHaveValue('10.0.0.1-10.0.0.25');
  await expect(endField(page)).toHaveValue('172.16.3.200');
  await expect(page.getByText('Invalid ipv4 address', { exact: true })).toBeVisible();

  // A pasted /8 range answers at once: capped list, no long task.
  const longTasks = await watchLongTasks(page);
  const start = await longTasks.now();
  await startField(page).fill('10.0.0.0-10.255.255.255');
  await expect(startField(page)).toHaveValue('10.0.0.0');
  await expect(endField(page)).toHaveValue('10.255.255.255');
  await expectRows(page, { 'Addresses in range': ['16,777,216', '16,777,216'], CIDR: ['', '10.0.0.0/8'] });
  await expect(page.getByText('The first 4,096 of 16,777,216 addresses.', { exact: true })).toBeVisible();
  const longest = await longTasks.longestSince(start);
  console.log(`ipv4-range-expander, pasting a /8 range: longest main-thread task ${longest} ms`);
  expect(longest).toBeLessThan(maxTaskAfterPasteMs);
  await expectListEnds(page, '10.0.0.0', '10.0.15.255');

  // A link restores both addresses. Away first: from the same path, `goto` would only jump to the
  // fragment rather than load the page.
  await page.goto('about:blank');
  await openPage(page, '/ipv4-range-expander#startAddress=0.0.0.0&endAddress=255.255.255.255', startField);
  await expect(startField(page)).toHaveValue('0.0.0.0');
  await expectRows(page, { 'Addresses in range': ['4,294,967,296', '4,294,967,296'], CIDR: ['', '0.0.0.0/0'] });
});
