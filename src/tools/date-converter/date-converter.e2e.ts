import type { Page } from '@playwright/test';
import { chooseOption, expect, openPage, test } from '../../../e2e/test';

const dateToConvert = (page: Page) => page.getByLabel('Date to convert', { exact: true });
const inputFormat = (page: Page) => page.getByRole('combobox', { name: 'Input format', exact: true });
const output = (page: Page, label: string) => page.getByLabel(label, { exact: true });

const invalidMessage = 'This date is not valid for the selected format.';

const outputLabels = [
  'JS locale date string',
  'ISO 8601',
  'ISO 8601 UTC',
  'ISO 9075',
  'RFC 3339',
  'RFC 7231',
  'Unix timestamp',
  'Timestamp',
  'UTC format',
  'Mongo ObjectID',
  'Excel date/time',
];

async function expectOutputs(page: Page, expected: Record<string, string>) {
  for (const [label, value] of Object.entries(expected)) await expect(output(page, label)).toHaveValue(value);
}

test.describe('in UTC', () => {
  test.use({ timezoneId: 'UTC', locale: 'en-US' });

  test.beforeEach(async ({ page }) => {
    await openPage(page, '/date-converter', dateToConvert);
  });

  test('starts empty and focused, showing the current moment, ticking', async ({ page }) => {
    await expect(dateToConvert(page)).toBeFocused();
    await expect(dateToConvert(page)).toHaveValue('');
    await expect(inputFormat(page)).toHaveText('Timestamp');
    await expect(page.getByText("Local times are in your browser's time zone: UTC.")).toBeVisible();

    const timestamp = output(page, 'Timestamp');
    await expect(timestamp).toHaveValue(/^\d{13}$/);
    const first = Number(await timestamp.inputValue());
    expect(Math.abs(first - Date.now())).toBeLessThan(10_000);
    await expect.poll(async () => Number(await timestamp.inputValue()), { timeout: 3_000 }).toBeGreaterThan(first);
    await expect(output(page, 'ISO 8601 UTC')).toHaveValue(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    await expect(page.getByText(invalidMessage)).toHaveCount(0);
  });

  test('converts a Unix timestamp to every format (example 1)', async ({ page }) => {
    await dateToConvert(page).fill('1700000000');
    await expect(inputFormat(page)).toHaveText('Unix timestamp');
    await expectOutputs(page, {
      'JS locale date string': 'Tue Nov 14 2023 22:13:20 GMT+0000 (Coordinated Universal Time)',
      'ISO 8601': '2023-11-14T22:13:20Z',
      'ISO 8601 UTC': '2023-11-14T22:13:20.000Z',
      'ISO 9075': '2023-11-14 22:13:20',
      'RFC 3339': '2023-11-14T22:13:20Z',
      'RFC 7231': 'Tue, 14 Nov 2023 22:13:20 GMT',
      'Unix timestamp': '1700000000',
      Timestamp: '1700000000000',
      'UTC format': 'Tue, 14 Nov 2023 22:13:20 GMT',
      'Mongo ObjectID': '6553f1000000000000000000',
      'Excel date/time': '45244.92592592593',
    });
  });

  test('recognises RFC 7231, ObjectIDs, week dates and small timestamps (examples 2–4)', async ({ page }) => {
    await dateToConvert(page).fill('Sun, 06 Nov 1994 08:49:37 GMT');
    await expect(inputFormat(page)).toHaveText('RFC 7231');
    await expectOutputs(page, {
      'Unix timestamp': '784111777',
      'ISO 9075': '1994-11-06 08:49:37',
      'Excel date/time': '34644.367789351854',
    });

    await dateToConvert(page).fill('507f1f77bcf86cd799439011');
    await expect(inputFormat(page)).toHaveText('Mongo ObjectID');
    await expectOutputs(page, {
      'UTC format': 'Wed, 17 Oct 2012 21:13:27 GMT',
      'Unix timestamp': '1350508407',
      'Mongo ObjectID': '507f1f770000000000000000',
    });

    await dateToConvert(page).fill('2024-W05-3');
    await expect(inputFormat(page)).toHaveText('ISO 8601');
    await expect(output(page, 'ISO 8601 UTC')).toHaveValue('2024-01-31T00:00:00.000Z');

    await dateToConvert(page).fill('1');
    await expect(inputFormat(page)).toHaveText('Unix timestamp');
    await expect(output(page, 'Mongo ObjectID')).toHaveValue('000000010000000000000000');

    await dateToConvert(page).fill('  44927.25 ');
    await expect(inputFormat(page)).toHaveText('Excel date/time');
    await expect(output(page, 'ISO 8601 UTC')).toHaveValue('2023-01-01T06:00:00.000Z');
  });

  test('keeps the format for text it does not recognise, and blanks every output', async ({ page }) => {
    await dateToConvert(page).fill('hello');
    await expect(inputFormat(page)).toHaveText('Timestamp');
    await expect(page.getByText(invalidMessage)).toBeVisible();
    await expect(dateToConvert(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(dateToConvert(page)).toHaveValue('hello');
    for (const label of outputLabels) {
      await expect(output(page, label)).toHaveValue('');
      await expect(output(page, label)).toHaveAttribute('placeholder', 'Invalid date…');
    }
  });

  test('rejects a date that does not exist', async ({ page }) => {
    await dateToConvert(page).fill('2024-02-30');
    await expect(inputFormat(page)).toHaveText('ISO 8601');
    await expect(page.getByText(invalidMessage)).toBeVisible();
    await expect(output(page, 'ISO 8601 UTC')).toHaveValue('');

    await dateToConvert(page).fill('2024-02-29');
    await expect(page.getByText(invalidMessage)).toHaveCount(0);
    await expect(output(page, 'ISO 8601 UTC')).toHaveValue('2024-02-29T00:00:00.000Z');
  });

  test('re-validates when the format is changed by hand', async ({ page }) => {
    await dateToConvert(page).fill('1700000000000');
    await expect(inputFormat(page)).toHaveText('Timestamp');
    await expect(output(page, 'ISO 8601 UTC')).toHaveValue('2023-11-14T22:13:20.000Z');

    await chooseOption(page, 'Input format', 'RFC 7231');
    await expect(inputFormat(page)).toHaveText('RFC 7231');
    await expect(page.getByText(invalidMessage)).toBeVisible();
    await expect(output(page, 'Timestamp')).toHaveValue('');

    await chooseOption(page, 'Input format', 'Timestamp');
    await expect(page.getByText(invalidMessage)).toHaveCount(0);
    await expect(output(page, 'Timestamp')).toHaveValue('1700000000000');
  });

  test('reads ISO 9075 and UTC strings when chosen by hand', async ({ page }) => {
    await dateToConvert(page).fill('2023-11-14 22:13:20');
    await expect(inputFormat(page)).toHaveText('ISO 8601');
    await chooseOption(page, 'Input format', 'ISO 9075');
    await expect(output(page, 'Unix timestamp')).toHaveValue('1700000000');

    await dateToConvert(page).fill('Tue, 14 Nov 2023 22:13:20 GMT');
    await chooseOption(page, 'Input format', 'UTC format');
    await expect(output(page, 'ISO 8601')).toHaveValue('2023-11-14T22:13:20Z');
  });

  test('clears the date with the Clear button, back to the current moment', async ({ page }) => {
    await dateToConvert(page).fill('hello');
    await expect(page.getByText(invalidMessage)).toBeVisible();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(dateToConvert(page)).toHaveValue('');
    await expect(page.getByText(invalidMessage)).toHaveCount(0);
    await expect(output(page, 'Timestamp')).toHaveValue(/^\d{13}$/);
  });

  test('copies an output', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await dateToConvert(page).fill('1700000000');
    await expect(output(page, 'ISO 8601 UTC')).toHaveValue('2023-11-14T22:13:20.000Z');
    const row = page.getByRole('textbox', { name: 'ISO 8601 UTC', exact: true }).locator('xpath=..');
    await row.getByRole('button', { name: 'Copy to clipboard' }).click();
    await expect(page.getByText('Copied to the clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('2023-11-14T22:13:20.000Z');
  });

  test('says how Excel serials differ before March 1900', async ({ page }) => {
    await expect(output(page, 'Excel date/time')).toHaveAccessibleDescription(/serials below 61 are one day off/);
  });

  test('a link with the date and its format in its fragment opens the tool with them', async ({ page }) => {
    await openPage(page, '/date-converter#date=1700000000&format=unix', dateToConvert);
    await expect(dateToConvert(page)).toHaveValue('1700000000');
    await expect(inputFormat(page)).toHaveText('Unix timestamp');
    await expectOutputs(page, { 'ISO 8601 UTC': '2023-11-14T22:13:20.000Z', Timestamp: '1700000000000' });

    // The format chosen by hand is linked too, even where the text would suggest another.
    await chooseOption(page, 'Input format', 'Timestamp');
    await expect(page).toHaveURL(/#date=1700000000$/);
    await expect(output(page, 'ISO 8601 UTC')).toHaveValue('1970-01-20T16:13:20.000Z');
  });
});

test.describe('in Europe/Paris', () => {
  test.use({ timezoneId: 'Europe/Paris', locale: 'en-US' });

  test('writes local rows in Paris time and names the zone', async ({ page }) => {
    await openPage(page, '/date-converter', dateToConvert);
    await expect(page.getByText("Local times are in your browser's time zone: Europe/Paris.")).toBeVisible();
    await dateToConvert(page).fill('1700000000');
    await expectOutputs(page, {
      'ISO 8601': '2023-11-14T23:13:20+01:00',
      'ISO 9075': '2023-11-14 23:13:20',
      'RFC 3339': '2023-11-14T23:13:20+01:00',
      'RFC 7231': 'Tue, 14 Nov 2023 22:13:20 GMT',
      'ISO 8601 UTC': '2023-11-14T22:13:20.000Z',
    });
  });
});
