import type { Page } from '@playwright/test';
import { expect, openPage, test, waitUntilInteractive } from '../../../e2e/test';

const invalidMessage = 'This is not a valid base64 string.';

const encodeSwitch = (page: Page) => page.getByRole('switch', { name: 'Encode URL safe', exact: true });
const decodeSwitch = (page: Page) => page.getByRole('switch', { name: 'Decode URL safe', exact: true });
const stringToEncode = (page: Page) => page.getByLabel('String to encode', { exact: true });
const base64OfString = (page: Page) => page.getByLabel('Base64 of string', { exact: true });
const base64ToDecode = (page: Page) => page.getByLabel('Base64 string to decode', { exact: true });
const decodedString = (page: Page) => page.getByLabel('Decoded string', { exact: true });

// Every encoding, decoding, hint and notice is in base64-string-converter.test.ts; here, that the
// page wires them up.
test('encodes and decodes live: copy, both alphabets, errors and hints, large input, switches kept across a reload', async ({
  page,
  context,
}) => {
  // One visit for what took twelve: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/base64-string-converter', stringToEncode);

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

  // Encodes live, and copies with "Copy base64".
  await stringToEncode(page).fill('hello world');
  await expect(base64OfString(page)).toHaveValue('aGVsbG8gd29ybGQ=');
  await page.getByRole('button', { name: 'Copy base64', exact: true }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('aGVsbG8gd29ybGQ=');

  // In the standard or the URL-safe alphabet.
  await stringToEncode(page).fill('IT-Tools 🚀');
  await expect(base64OfString(page)).toHaveValue('SVQtVG9vbHMg8J+agA==');
  await encodeSwitch(page).click();
  await expect(encodeSwitch(page)).toBeChecked();
  await expect(base64OfString(page)).toHaveValue('SVQtVG9vbHMg8J-agA');
  await encodeSwitch(page).click();
  await expect(base64OfString(page)).toHaveValue('SVQtVG9vbHMg8J+agA==');
  await stringToEncode(page).fill('');
  await expect(base64OfString(page)).toHaveValue('');

  // Decodes live; invalid input shows the error under the field and is kept.
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

  // Bytes that are not UTF-8: replacement characters and a notice.
  await base64ToDecode(page).fill('aGn/');
  await expect(decodedString(page)).toHaveValue('hi\uFFFD');
  await expect(page.getByText('The decoded bytes are not valid UTF-8 text (binary data?)')).toBeVisible();
  await base64ToDecode(page).fill('aGk=');
  await expect(decodedString(page)).toHaveValue('hi');
  await expect(page.getByText('The decoded bytes are not valid UTF-8 text (binary data?)')).toHaveCount(0);

  // Keeps working on input beyond the debounce threshold (converted in workers).
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
  await stringToEncode(page).fill('');

  // URL-safe input hints at "Decode URL safe", decoded once it is on; standard input then hints back.
  await base64ToDecode(page).fill('SVQtVG9vbHMg8J-agA');
  await expect(page.getByText(invalidMessage)).toBeVisible();
  await expect(page.getByText('This looks like URL-safe Base64: turn on "Decode URL safe".')).toBeVisible();
  await expect(decodedString(page)).toHaveValue('');
  await decodeSwitch(page).click();
  await expect(decodedString(page)).toHaveValue('IT-Tools 🚀');
  await expect(page.getByText(invalidMessage)).toHaveCount(0);
  await expect(page.getByText(/This looks like/)).toHaveCount(0);
  await base64ToDecode(page).fill('SVQtVG9vbHMg8J+agA==');
  await expect(page.getByText(invalidMessage)).toBeVisible();
  await expect(page.getByText('This looks like standard Base64: turn off "Decode URL safe".')).toBeVisible();

  // Both switches are remembered across a reload.
  await encodeSwitch(page).click();
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
