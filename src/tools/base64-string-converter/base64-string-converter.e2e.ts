import type { Page } from '@playwright/test';
import { expect, openPage, test, waitUntilInteractive } from '../../../e2e/test';

const invalidMessage = 'This is not a valid base64 string.';

const encodeSwitch = (page: Page) => page.getByRole('switch', { name: 'Encode URL safe', exact: true });
const decodeSwitch = (page: Page) => page.getByRole('switch', { name: 'Decode URL safe', exact: true });
const stringToEncode = (page: Page) => page.getByLabel('String to encode', { exact: true });
const base64OfString = (page: Page) => page.getByLabel('Base64 of string', { exact: true });
const base64ToDecode = (page: Page) => page.getByLabel('Base64 string to decode', { exact: true });
const decodedString = (page: Page) => page.getByLabel('Decoded string', { exact: true });

test.beforeEach(async ({ page }) => {
  await openPage(page, '/base64-string-converter', stringToEncode);
});

test('shows both cards with their fields, empty and without errors', async ({ page }) => {
  await expect(page.getByRole('heading', { name: 'String to base64', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Base64 to string', exact: true })).toBeVisible();
  await expect(encodeSwitch(page)).not.toBeChecked();
  await expect(decodeSwitch(page)).not.toBeChecked();
  await expect(stringToEncode(page)).toHaveAttribute('rows', '5');
  await expect(base64OfString(page)).toHaveValue('');
  await expect(base64OfString(page)).toHaveAttribute('readonly', '');
  await expect(decodedString(page)).toHaveValue('');
  await expect(decodedString(page)).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Copy base64', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy decoded string', exact: true })).toBeVisible();
  await expect(page.getByText(invalidMessage)).toHaveCount(0);
});

test('encodes text as UTF-8 Base64, live', async ({ page }) => {
  await stringToEncode(page).fill('hello world');
  await expect(base64OfString(page)).toHaveValue('aGVsbG8gd29ybGQ=');

  await stringToEncode(page).fill('✓ à la mode');
  await expect(base64OfString(page)).toHaveValue('4pyTIMOgIGxhIG1vZGU=');

  await stringToEncode(page).fill('');
  await expect(base64OfString(page)).toHaveValue('');
});

test('encodes in the standard or the URL-safe alphabet', async ({ page }) => {
  await stringToEncode(page).fill('IT-Tools 🚀');
  await expect(base64OfString(page)).toHaveValue('SVQtVG9vbHMg8J+agA==');

  await encodeSwitch(page).click();
  await expect(encodeSwitch(page)).toBeChecked();
  await expect(base64OfString(page)).toHaveValue('SVQtVG9vbHMg8J-agA');

  await encodeSwitch(page).click();
  await expect(base64OfString(page)).toHaveValue('SVQtVG9vbHMg8J+agA==');
});

test('copies the Base64 with "Copy base64"', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await stringToEncode(page).fill('hello world');
  await expect(base64OfString(page)).toHaveValue('aGVsbG8gd29ybGQ=');

  await page.getByRole('button', { name: 'Copy base64', exact: true }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('aGVsbG8gd29ybGQ=');
});

test('decodes Base64 behind a data-URL header', async ({ page }) => {
  await base64ToDecode(page).fill('data:text/plain;base64,SVQtVG9vbHM=');
  await expect(decodedString(page)).toHaveValue('IT-Tools');
});

test('decodes unpadded standard Base64', async ({ page }) => {
  await base64ToDecode(page).fill('bG9yZW0gaXBzdW0');
  await expect(decodedString(page)).toHaveValue('lorem ipsum');
  await expect(page.getByText(invalidMessage)).toHaveCount(0);
});

test('decodes URL-safe Base64 once "Decode URL safe" is on, hinting at it before', async ({ page }) => {
  await base64ToDecode(page).fill('SVQtVG9vbHMg8J-agA');
  await expect(page.getByText(invalidMessage)).toBeVisible();
  await expect(page.getByText('This looks like URL-safe Base64: turn on "Decode URL safe".')).toBeVisible();
  await expect(decodedString(page)).toHaveValue('');

  await decodeSwitch(page).click();
  await expect(decodedString(page)).toHaveValue('IT-Tools 🚀');
  await expect(page.getByText(invalidMessage)).toHaveCount(0);
  await expect(page.getByText(/This looks like/)).toHaveCount(0);
});

test('hints to turn "Decode URL safe" off for standard Base64', async ({ page }) => {
  await decodeSwitch(page).click();
  await base64ToDecode(page).fill('SVQtVG9vbHMg8J+agA==');
  await expect(page.getByText(invalidMessage)).toBeVisible();
  await expect(page.getByText('This looks like standard Base64: turn off "Decode URL safe".')).toBeVisible();
});

test('shows the error under the field for invalid input, keeping the input', async ({ page }) => {
  await base64ToDecode(page).fill('aGVsbG8gd29ybGQ=');
  await expect(decodedString(page)).toHaveValue('hello world');

  await base64ToDecode(page).fill('aGV*bG8');
  await expect(base64ToDecode(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(base64ToDecode(page)).toHaveAccessibleDescription(invalidMessage);
  await expect(base64ToDecode(page)).toHaveValue('aGV*bG8');
  await expect(decodedString(page)).toHaveValue('');
  await expect(page.getByText(/This looks like/)).toHaveCount(0);

  await base64ToDecode(page).fill('');
  await expect(page.getByText(invalidMessage)).toHaveCount(0);
  await expect(base64ToDecode(page)).not.toHaveAttribute('aria-invalid', 'true');
});

test('shows replacement characters and a notice for bytes that are not UTF-8', async ({ page }) => {
  await base64ToDecode(page).fill('aGn/');
  await expect(decodedString(page)).toHaveValue('hi\uFFFD');
  await expect(page.getByText('The decoded bytes are not valid UTF-8 text (binary data?)')).toBeVisible();

  await base64ToDecode(page).fill('aGk=');
  await expect(decodedString(page)).toHaveValue('hi');
  await expect(page.getByText('The decoded bytes are not valid UTF-8 text (binary data?)')).toHaveCount(0);
});

test('remembers both switches across a reload', async ({ page }) => {
  await encodeSwitch(page).click();
  await decodeSwitch(page).click();
  await expect(encodeSwitch(page)).toBeChecked();
  await expect(decodeSwitch(page)).toBeChecked();
  await expect
    .poll(() =>
      page.evaluate(() => [
        localStorage.getItem('base64-string-converter:encode-url-safe'),
        localStorage.getItem('base64-string-converter:decode-url-safe'),
      ]),
    )
    .toEqual(['true', 'true']);

  await page.reload();
  await waitUntilInteractive(stringToEncode(page));
  await expect(encodeSwitch(page)).toBeChecked();
  await expect(decodeSwitch(page)).toBeChecked();
  await stringToEncode(page).fill('IT-Tools 🚀');
  await expect(base64OfString(page)).toHaveValue('SVQtVG9vbHMg8J-agA');

  await encodeSwitch(page).click();
  await page.reload();
  await waitUntilInteractive(stringToEncode(page));
  await expect(decodeSwitch(page)).toBeChecked();
  await expect(encodeSwitch(page)).not.toBeChecked();
});

test('keeps working on input beyond the debounce threshold', async ({ page }) => {
  // ASCII keeps the browser's own text layout fast; the page's cost does not depend on the script.
  const text = 'IT-Tools, a la mode. '.repeat(10_000);
  const expected = Buffer.from(text).toString('base64');
  await stringToEncode(page).fill(text);
  await expect.poll(async () => (await base64OfString(page).inputValue()) === expected).toBe(true);

  await base64ToDecode(page).fill(expected);
  await expect.poll(async () => (await decodedString(page).inputValue()) === text).toBe(true);

  await stringToEncode(page).press('Control+End');
  await stringToEncode(page).pressSequentially('!');
  await expect.poll(async () => (await stringToEncode(page).inputValue()).endsWith('. !')).toBe(true);
  await expect
    .poll(async () => (await base64OfString(page).inputValue()) === Buffer.from(`${text}!`).toString('base64'))
    .toBe(true);
});
