import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect as baseExpect, chooseOption, expectKeptSecret, openPage, test } from '../../../e2e/test';

// The machines running these tests are small and shared.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const fox = 'The quick brown fox jumps over the lazy dog';
const foxSha256 = 'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8';

const plainText = (page: Page) => page.getByLabel('Plain text to compute the hash', { exact: true });
const secretKey = (page: Page) => page.getByLabel('Secret key', { exact: true });
const output = (page: Page) => page.getByLabel('HMAC of your text', { exact: true });
const expectedHmac = (page: Page) => page.getByLabel('Expected HMAC', { exact: true });
const select = (page: Page, name: string) => page.getByRole('combobox', { name });

async function choose(page: Page, selectName: string, option: string) {
  await chooseOption(page, selectName, option);
  await expect(select(page, selectName)).toHaveText(option);
}

// Every function, output encoding, key encoding and key error is in hmac-generator.test.ts; here,
// that the page wires each control up.
test('computes the HMAC as the inputs and options change, copies it, checks a pasted one, and keeps the key secret', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/hmac-generator', plainText);
  await expect(plainText(page)).toBeFocused();
  await expect(plainText(page)).toHaveAttribute('placeholder', 'Plain text to compute the hash...');
  await expect(secretKey(page)).toHaveAttribute('placeholder', 'Enter the secret key...');
  await expect(select(page, 'Hashing function')).toHaveText('SHA256');
  await expect(select(page, 'Output encoding')).toHaveText('Hexadecimal (base 16)');
  await expect(output(page)).toHaveAttribute('placeholder', 'The result of the HMAC...');
  await expect(output(page)).toHaveAttribute('readonly', '');
  // Empty text and key give an HMAC too.
  await expect(output(page)).toHaveValue(createHmac('sha256', '').update('').digest('hex'));

  // The spec example, copied.
  await plainText(page).fill(fox);
  await secretKey(page).fill('key');
  await expect(output(page)).toHaveValue(foxSha256);
  await page.getByRole('button', { name: 'Copy HMAC' }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(foxSha256);

  // "Expected HMAC" says whether a pasted signature matches, in any encoding.
  await expectedHmac(page).fill(`sha256=${foxSha256.toUpperCase()}`);
  await expect(page.getByText('The HMAC matches', { exact: true })).toBeVisible();
  await expectedHmac(page).fill('97yD9DBThCSxMpjmqm-xQ-9NWaFJRhdZl0edvC0aPNg');
  await expect(page.getByText('The HMAC matches', { exact: true })).toBeVisible();
  await secretKey(page).fill('other key');
  await expect(page.getByText('The HMAC does not match', { exact: true })).toBeVisible();
  await expectedHmac(page).fill('');
  await expect(page.getByText(/^The HMAC (does not )?match/)).toBeHidden();

  // The key can be cleared.
  await page.getByRole('button', { name: 'Clear the secret key' }).click();
  await expect(secretKey(page)).toHaveValue('');
  await expect(output(page)).toHaveValue(createHmac('sha256', '').update(fox).digest('hex'));

  // A key given as hex or Base64 bytes; a bad one shows the error, keeps the key and empties the HMAC.
  await choose(page, 'Key encoding', 'Hexadecimal bytes');
  await secretKey(page).fill('6b 65 79');
  await expect(output(page)).toHaveValue(foxSha256);
  await secretKey(page).fill('key');
  await expect(page.getByText('The key is not hexadecimal: use only 0-9 and a-f')).toBeVisible();
  await expect(secretKey(page)).toHaveValue('key');
  await expect(secretKey(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(output(page)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Copy HMAC' })).toBeDisabled();
  await choose(page, 'Key encoding', 'Base64 bytes');
  await secretKey(page).fill('a2V5');
  await expect(output(page)).toHaveValue(foxSha256);

  // The hashing function.
  await choose(page, 'Hashing function', 'MD5');
  await expect(output(page)).toHaveValue('80070713463e7749b90c2dc24911e275');
  await choose(page, 'Hashing function', 'Keccak-512');
  await expect(output(page)).toHaveValue(
    '22fb03b3391bc0adfc73c18e0919d9f142390e81d6cc2689716ac53ab75458a718059d58cfbb23c6a416c32b8afa84a9a7a9d852312a743bef0a55148e5a1b8a',
  );
  await expect(page.getByText("Shown as 'SHA3' by it-tools / crypto-js")).toBeVisible();
  await choose(page, 'Hashing function', 'SHA256');

  // Every function at once, on request.
  await page.getByRole('switch', { name: 'Show all algorithms' }).click();
  const table = page.getByRole('table', { name: 'HMAC with every function' });
  await expect(table.getByRole('row')).toHaveCount(10);
  await expect(table.getByRole('row', { name: /^MD5/ })).toContainText('80070713463e7749b90c2dc24911e275');
  await expect(table.getByRole('row', { name: /^SHA256/ })).toContainText(foxSha256);

  // The output encoding, which the table follows too.
  const foxSha256Base64 = '97yD9DBThCSxMpjmqm+xQ+9NWaFJRhdZl0edvC0aPNg=';
  await choose(page, 'Output encoding', 'Base64 (base 64)');
  await expect(output(page)).toHaveValue(foxSha256Base64);
  await expect(table.getByRole('row', { name: /^SHA256/ })).toContainText(foxSha256Base64);

  // The key never reaches the address or storage...
  await choose(page, 'Key encoding', 'Text (UTF-8)');
  await secretKey(page).fill('hunter2');
  await choose(page, 'Hashing function', 'MD5');
  await expect(page).toHaveURL(/algorithm=MD5/);
  await expectKeptSecret(page, 'hunter2');

  // ...and a link cannot fill it, while it carries the text and the options.
  await page.goto('/hmac-generator?key=hunter2#key=hunter2');
  await expect(secretKey(page)).toHaveValue('');
  const state = new URLSearchParams({ text: fox, algorithm: 'SHA1', encoding: 'Base64', showAll: 'true' });
  await page.goto(`/hmac-generator#${state}`);
  await expect(plainText(page)).toHaveValue(fox);
  await expect(select(page, 'Hashing function')).toHaveText('SHA1');
  await expect(select(page, 'Output encoding')).toHaveText('Base64 (base 64)');
  await expect(output(page)).toHaveValue(createHmac('sha1', '').update(fox).digest('base64'));
  await expect(table.getByRole('row')).toHaveCount(10);
});
