import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { chooseOption, expect, openPage, test } from '../../../e2e/test';
import { detailsTable } from '../../../e2e/details-table';

const idField = (page: Page) => page.getByRole('textbox', { name: 'Snowflake ID', exact: true });
const details = (page: Page) => detailsTable(page, /snowflake details/i);
const detail = (page: Page, label: string) => details(page).value(label);
const preset = (page: Page) => page.getByRole('combobox', { name: 'Preset', exact: true });

async function choosePreset(page: Page, name: string) {
  await chooseOption(page, 'Preset', name);
  await expect(preset(page)).toHaveText(name);
}

const bulkField = (page: Page) => page.getByRole('textbox', { name: 'Snowflake IDs, one per line', exact: true });

// The decoding of each preset and layout, and its errors, are unit-tested
// (snowflake-id-extractor.test.ts, snowflake-bulk.test.ts); here, the page's wiring.
test.describe.configure({ timeout: 90_000 });

test('opens a link with an ID and a preset; decodes, dates, custom layouts, CSV; remembers the preset, not the ID', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/snowflake-id-extractor#id=1212161089290559488&preset=twitter', idField);
  await expect(idField(page)).toHaveValue('1212161089290559488');
  await expect(preset(page)).toHaveText('Twitter / X');
  await expect(detail(page, 'Datacenter ID')).toHaveText('27');

  // Bad input shows the spec sentence, keeps the text and hides the outputs.
  await idField(page).fill('abc');
  await expect(page.getByText('Enter a Snowflake ID (a positive whole number).', { exact: true })).toBeVisible();
  await expect(idField(page)).toHaveValue('abc');
  await expect(idField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(details(page).table).toHaveCount(0);
  await idField(page).fill('18446744073709551616');
  await expect(page.getByText('This number does not fit in 64 bits.', { exact: true })).toBeVisible();
  await idField(page).fill('');
  await expect(idField(page)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(details(page).table).toHaveCount(0);

  // Twitter / X: the spec example, from the ID of a tweet link.
  await idField(page).fill('https://x.com/jack/status/1212161089290559488');
  await expect(detail(page, 'Timestamp (ms)')).toHaveText('1577836699207');
  await expect(detail(page, 'Date (UTC)')).toHaveText('2019-12-31T23:58:19.207Z');
  await expect(detail(page, 'Datacenter ID')).toHaveText('27');
  await expect(detail(page, 'Worker ID')).toHaveText('14');
  await expect(detail(page, 'Sequence')).toHaveText('0');
  await expect(detail(page, 'Machine ID (10 bits)')).toHaveText('878');
  await expect(detail(page, 'Internal worker ID')).toHaveCount(0);

  // A date in the future is the mark of a wrong preset.
  await idField(page).fill('18446744073709551615');
  await expect(page.getByRole('alert')).toHaveText('This date is in the future — check the preset/epoch.');
  await choosePreset(page, 'Mastodon');
  await idField(page).fill(String((1700000000000n << 16n) | 5n));
  await expect(detail(page, 'Date (UTC)')).toHaveText('2023-11-14T22:13:20.000Z');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Snowflake from date: the smallest ID of an instant, for the chosen preset.
  const date = page.getByRole('textbox', { name: 'Date', exact: true });
  const smallest = page.getByRole('textbox', { name: 'Smallest Snowflake ID', exact: true });
  await choosePreset(page, 'Twitter / X');
  await date.fill('2024-01-01T00:00:00Z');
  await expect(smallest).toHaveValue('1741610183685046272');
  await choosePreset(page, 'Discord');
  await expect(smallest).toHaveValue('1191168914227200000');
  await date.fill('2001-01-01T00:00:00Z');
  await expect(page.getByText("This date is before the layout's epoch.", { exact: true })).toBeVisible();
  await expect(smallest).toHaveValue('');

  // Many IDs: a table in the chosen order, saved as CSV.
  await bulkField(page).fill('175928847299117063\nnot an id\n81384788765712384');
  const table = page.getByRole('table', { name: 'Decoded IDs' });
  const ids = () => table.getByRole('row').locator('td:first-child');
  await expect(ids()).toHaveText(['175928847299117063', 'not an id', '81384788765712384']);
  await expect(table.getByRole('row').nth(2)).toContainText('Enter a Snowflake ID (a positive whole number).');
  await chooseOption(page, 'Order', 'Oldest first');
  await expect(ids()).toHaveText(['81384788765712384', '175928847299117063', 'not an id']);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('snowflakes.csv');
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'ID,Timestamp (ms),Date (UTC),Internal worker ID,Internal process ID,Increment,Machine ID (10 bits),Error',
  );
  expect(csv).toContain('175928847299117063,1462015105796,2016-04-30T11:18:25.796Z,1,0,7,32,');

  // A custom layout: its epoch and bits, each checked under its own field.
  await idField(page).fill('175928847299117063');
  await choosePreset(page, 'Custom');
  const epoch = page.getByRole('textbox', { name: 'Epoch', exact: true });
  await expect(epoch).toHaveValue('0');
  await epoch.fill('2015-01-01T00:00:00Z');
  await expect(detail(page, 'Timestamp (ms)')).toHaveText('1462015105796');
  await expect(detail(page, 'Worker ID')).toHaveText('32');
  await expect(detail(page, 'Sequence')).toHaveText('7');
  await epoch.fill('yesterday');
  await expect(page.getByText('Enter the epoch as Unix milliseconds or an ISO date.', { exact: true })).toBeVisible();
  await expect(details(page).table).toHaveCount(0);
  await epoch.fill('1420070400000');
  await expect(detail(page, 'Timestamp (ms)')).toHaveText('1462015105796');
  await page.getByRole('textbox', { name: 'Worker bits', exact: true }).fill('20');
  await page.getByRole('textbox', { name: 'Sequence bits', exact: true }).fill('22');
  await expect(page.getByText('Worker and sequence bits together must be 40 or fewer.', { exact: true })).toBeVisible();
  await expect(details(page).table).toHaveCount(0);

  // The preset is remembered; the ID is not.
  await choosePreset(page, 'Instagram');
  await idField(page).fill('1234567890123456789');
  await expect(detail(page, 'Shard ID')).toBeVisible();
  await openPage(page, '/snowflake-id-extractor', idField);
  await expect(preset(page)).toHaveText('Instagram');
  await expect(idField(page)).toHaveValue('175928847299117063');
  await expect(idField(page)).toBeFocused();

  // The default Discord ID, with every output of the spec; a value copied.
  await choosePreset(page, 'Discord');
  await expect(detail(page, 'Timestamp (ms)')).toHaveText('1462015105796');
  await expect(detail(page, 'Date (UTC)')).toHaveText('2016-04-30T11:18:25.796Z');
  await expect(detail(page, 'Local date')).not.toHaveText('');
  await expect(detail(page, 'Relative')).toHaveText(/^\d+ years ago$/);
  await expect(detail(page, 'Internal worker ID')).toHaveText('1');
  await expect(detail(page, 'Internal process ID')).toHaveText('0');
  await expect(detail(page, 'Increment')).toHaveText('7');
  await expect(detail(page, 'Machine ID (10 bits)')).toHaveText('32');
  await expect(detail(page, 'Binary')).toHaveText(
    '000000100111000100000110010110101100000100 00001 00000 000000000111',
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  await detail(page, 'Date (UTC)').getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('2016-04-30T11:18:25.796Z');
});
