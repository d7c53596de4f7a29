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

  test('starts on the current moment, converts what is typed, re-validates a format chosen by hand, copies, clears and opens a link', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, '/date-converter', dateToConvert);
    // Empty and focused, showing the current moment, ticking.
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
    // How Excel serials differ before March 1900.
    await expect(output(page, 'Excel date/time')).toHaveAccessibleDescription(/serials below 61 are one day off/);

    // Example 1: a Unix timestamp, recognised and converted to every format.
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

    const row = page.getByRole('textbox', { name: 'ISO 8601 UTC', exact: true }).locator('xpath=..');
    await row.getByRole('button', { name: 'Copy to clipboard' }).click();
    await expect(page.getByText('Copied to the clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('2023-11-14T22:13:20.000Z');

    // A format chosen by hand re-validates the date.
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

    // Text it does not recognise keeps the format and blanks every output.
    await dateToConvert(page).fill('hello');
    await expect(inputFormat(page)).toHaveText('Timestamp');
    await expect(page.getByText(invalidMessage)).toBeVisible();
    await expect(dateToConvert(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(dateToConvert(page)).toHaveValue('hello');
    for (const label of outputLabels) {
      await expect(output(page, label)).toHaveValue('');
      await expect(output(page, label)).toHaveAttribute('placeholder', 'Invalid date…');
    }

    // The Clear button goes back to the current moment.
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(dateToConvert(page)).toHaveValue('');
    await expect(page.getByText(invalidMessage)).toHaveCount(0);
    await expect(output(page, 'Timestamp')).toHaveValue(/^\d{13}$/);

    // A link with the date and its format in its fragment opens the tool with them. Through a blank
    // page: going to the same page with a fragment would only change the fragment, not load a link.
    await page.goto('about:blank');
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
