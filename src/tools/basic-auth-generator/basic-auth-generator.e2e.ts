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

// Every encoding and decoding is in basic-auth-generator.test.ts; here, that the page wires them up.
test('opens a link with its username but never a password, builds, copies and decodes headers, and keeps secrets', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(
    page,
    `/basic-auth-generator#${new URLSearchParams({ username: 'Aladdin', password: 'x' })}`,
    username,
  );
  await expect(username(page)).toHaveValue('Aladdin');
  await expect(password(page)).toHaveValue('');
  await expect(password(page)).toHaveAttribute('type', 'password');
  await expect(header(page)).toHaveValue('Authorization: Basic QWxhZGRpbjo=');
  await expect(header(page)).toHaveAttribute('readonly', '');

  // The header, the Base64 and the curl command follow the typing; the header is copied.
  await password(page).fill('open sesame');
  await expect(header(page)).toHaveValue('Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
  await expect(credentials(page)).toHaveValue('QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
  await expect(curl(page)).toHaveValue('curl -H "Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==" <url>');
  await page.getByRole('button', { name: 'Copy header', exact: true }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==',
  );

  // The password is shown and hidden, and both fields are cleared: the header of ":".
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password(page)).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password(page)).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Clear' }).first().click();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(username(page)).toHaveValue('');
  await expect(password(page)).toHaveValue('');
  await expect(header(page)).toHaveValue('Authorization: Basic Og==');

  // A colon in the username is warned about, the header still given.
  await username(page).fill('a:b');
  await expect(page.getByRole('alert')).toHaveText(colonWarning);
  await expect(header(page)).toHaveValue('Authorization: Basic YTpiOg==');
  await username(page).fill('ab');
  await expect(page.getByText(colonWarning)).toHaveCount(0);

  // A header is decoded, or the field says why not.
  await toDecode(page).fill('Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
  await expect(decoded(page).getByRole('row', { name: /Username/ })).toContainText('Aladdin');
  await expect(decoded(page).getByRole('row', { name: /Password/ })).toContainText('open sesame');
  await toDecode(page).fill('Bearer abc.def');
  await expect(toDecode(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(toDecode(page)).toHaveAccessibleDescription(
    'This is neither a Basic auth header nor Base64 credentials.',
  );
  await expect(toDecode(page)).toHaveValue('Bearer abc.def');
  await expect(decoded(page)).toHaveCount(0);

  // The password and the pasted header stay out of the address and storage.
  await password(page).fill('hunter2secret');
  await toDecode(page).fill('Basic dXNlcjpodW50ZXIyc2VjcmV0');
  await username(page).fill('linked-user');
  await expect(page).toHaveURL(/username=linked-user/);
  await expectKeptSecret(page, 'hunter2secret');
  await expectKeptSecret(page, 'dXNlcjpodW50ZXIyc2VjcmV0');
});
