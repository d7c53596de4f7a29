import type { Page } from '@playwright/test';
import { expect, expectKeptSecret, openPage, test } from '../../../e2e/test';

const colonWarning = "A username cannot contain ':' in Basic auth; the server will split it at the first colon.";

const username = (page: Page) => page.getByRole('textbox', { name: 'Username', exact: true });
const password = (page: Page) => page.getByLabel('Password', { exact: true });
const header = (page: Page) => page.getByRole('textbox', { name: 'Authorization header', exact: true });
const credentials = (page: Page) => page.getByRole('textbox', { name: 'Base64 credentials', exact: true });
const curl = (page: Page) => page.getByRole('textbox', { name: 'curl', exact: true });
const toDecode = (page: Page) =>
  page.getByRole('textbox', { name: 'Authorization header or Base64 credentials', exact: true });
const decoded = (page: Page) => page.getByRole('table', { name: 'Credentials' });

test.beforeEach(async ({ page }) => {
  await openPage(page, '/basic-auth-generator', username);
});

test('opens with both fields empty: the header of ":"', async ({ page }) => {
  await expect(username(page)).toHaveValue('');
  await expect(password(page)).toHaveValue('');
  await expect(password(page)).toHaveAttribute('type', 'password');
  await expect(header(page)).toHaveValue('Authorization: Basic Og==');
  await expect(header(page)).toHaveAttribute('readonly', '');
});

test('builds the header, the Base64 and the curl command as the user types', async ({ page }) => {
  await username(page).fill('Aladdin');
  await password(page).fill('open sesame');
  await expect(header(page)).toHaveValue('Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
  await expect(credentials(page)).toHaveValue('QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
  await expect(curl(page)).toHaveValue('curl -H "Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==" <url>');

  await username(page).fill('test');
  await password(page).fill('123£');
  await expect(header(page)).toHaveValue('Authorization: Basic dGVzdDoxMjPCow==');
});

test('shows and hides the password, and clears both fields', async ({ page }) => {
  await username(page).fill('me');
  await password(page).fill('s3cret');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password(page)).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password(page)).toHaveAttribute('type', 'password');

  await page.getByRole('button', { name: 'Clear' }).first().click();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(username(page)).toHaveValue('');
  await expect(password(page)).toHaveValue('');
  await expect(header(page)).toHaveValue('Authorization: Basic Og==');
});

test('warns about a colon in the username, still giving the header', async ({ page }) => {
  await username(page).fill('a:b');
  await expect(page.getByRole('alert')).toHaveText(colonWarning);
  await expect(header(page)).toHaveValue('Authorization: Basic YTpiOg==');
  await username(page).fill('ab');
  await expect(page.getByText(colonWarning)).toHaveCount(0);
});

test('copies the header', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await username(page).fill('Aladdin');
  await password(page).fill('open sesame');
  await page.getByRole('button', { name: 'Copy header', exact: true }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==',
  );
});

test('decodes a header, or says why not under the field', async ({ page }) => {
  await toDecode(page).fill('Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
  await expect(decoded(page).getByRole('row', { name: /Username/ })).toContainText('Aladdin');
  await expect(decoded(page).getByRole('row', { name: /Password/ })).toContainText('open sesame');

  await toDecode(page).fill('Bearer abc.def');
  await expect(toDecode(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(toDecode(page)).toHaveAccessibleDescription(
    'This is neither a Basic auth header nor Base64 credentials.',
  );
  await expect(decoded(page)).toHaveCount(0);
});

test('keeps the password and the pasted header out of the address and storage', async ({ page }) => {
  await password(page).fill('hunter2secret');
  await toDecode(page).fill('Basic dXNlcjpodW50ZXIyc2VjcmV0');
  await username(page).fill('linked-user');
  await expect(page).toHaveURL(/username=linked-user/);
  await expectKeptSecret(page, 'hunter2secret');
  await expectKeptSecret(page, 'dXNlcjpodW50ZXIyc2VjcmV0');
});

test('opens a link with the username in the fragment, but never a password', async ({ page }) => {
  await page.goto('about:blank');
  await openPage(
    page,
    `/basic-auth-generator#${new URLSearchParams({ username: 'Aladdin', password: 'x' })}`,
    username,
  );
  await expect(username(page)).toHaveValue('Aladdin');
  await expect(password(page)).toHaveValue('');
  await expect(header(page)).toHaveValue('Authorization: Basic QWxhZGRpbjo=');
});
