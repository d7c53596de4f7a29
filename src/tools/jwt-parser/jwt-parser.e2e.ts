import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectKeptSecret, openPage, test } from '../../../e2e/test';

const sampleJwt =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

const base64Url = (data: string | Buffer) => Buffer.from(data).toString('base64url');
const unsigned = (header: object, payload: object) =>
  `${base64Url(JSON.stringify(header))}.${base64Url(JSON.stringify(payload))}`;
const hs256 = (payload: object, secret: string) => {
  const input = unsigned({ alg: 'HS256', typ: 'JWT' }, payload);
  return `${input}.${base64Url(createHmac('sha256', secret).update(input).digest())}`;
};

const tokenField = (page: Page) => page.getByRole('textbox', { name: 'JWT to decode', exact: true });
const keyField = (page: Page) => page.getByRole('textbox', { name: 'Secret or public key', exact: true });
const base64Switch = (page: Page) => page.getByRole('switch', { name: 'Secret is base64-encoded' });
const table = (page: Page, name: 'Header' | 'Payload') => page.getByRole('table', { name, exact: true });
const row = (page: Page, section: 'Header' | 'Payload', claim: string) =>
  table(page, section).getByRole('row', { name: new RegExp(`^${claim}\\b`) });

const verified = (page: Page) => page.getByText('Signature verified', { exact: true });

// Each claim's meaning, the time statuses and every kind of key are unit-tested (jwt-parser.test.ts,
// jwt-verify.test.ts); here, the page's wiring, clipboard and address.
test.describe.configure({ timeout: 60_000 });

test('decodes and copies the sample token; checks signatures and times; keeps tokens and keys out of links', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/jwt-parser', tokenField);

  // The sample token: claims with their meaning, values with theirs.
  await expect(tokenField(page)).toBeFocused();
  await expect(tokenField(page)).toHaveValue(sampleJwt);
  await expect(table(page, 'Header').getByRole('rowheader')).toHaveText(['alg (Algorithm)', 'typ (Type)']);
  await expect(row(page, 'Header', 'alg').getByRole('cell')).toHaveText('HS256 (HMAC using SHA-256)');
  await expect(row(page, 'Header', 'typ').getByRole('cell')).toHaveText('JWT');
  await expect(table(page, 'Payload').getByRole('rowheader')).toHaveText([
    'sub (Subject)',
    'name (Full name)',
    'iat (Issued At)',
  ]);
  await expect(row(page, 'Payload', 'sub').getByRole('cell')).toHaveText('1234567890');
  await expect(row(page, 'Payload', 'name').getByRole('cell')).toHaveText('John Doe');
  await expect(row(page, 'Payload', 'iat').getByRole('cell')).toHaveText(
    /^1516239022 \(2018-01-18T01:30:22\.000Z · \d+ years ago\)$/,
  );
  // No exp or nbf: no time status.
  await expect(page.getByText(/^(Expired|Not valid yet|Time claims OK)$/)).toHaveCount(0);
  await expect(page.locator('[title="Header"]')).toHaveText('eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9');
  await expect(page.locator('[title="Signature"]')).toHaveText('SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c');

  await page.getByRole('button', { name: 'Copy payload JSON' }).click();
  await expect(page.getByText('Payload JSON copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '{\n  "sub": "1234567890",\n  "name": "John Doe",\n  "iat": 1516239022\n}',
  );

  // The signature, checked with a secret, plain or base64.
  await keyField(page).fill('your-256-bit-secret');
  await expect(verified(page)).toBeVisible();
  await keyField(page).fill('wrong');
  await expect(page.getByText('Invalid signature', { exact: true })).toBeVisible();
  await expect(verified(page)).toHaveCount(0);
  const token = hs256({ sub: 'secret-subject-4711' }, 'your-256-bit-secret');
  const base64Secret = Buffer.from('your-256-bit-secret').toString('base64');
  await tokenField(page).fill(token);
  await keyField(page).fill(base64Secret);
  await base64Switch(page).click();
  await expect(verified(page)).toBeVisible();
  // The token and the key never reach the address or storage.
  await expect(page).toHaveURL(/#keyBase64=true$/);
  await expectKeptSecret(page, token.split('.')[1]);
  await expectKeptSecret(page, base64Secret);
  await base64Switch(page).click();

  // An expired token with a good signature: "Expired" beside "Signature verified".
  const now = Math.floor(Date.now() / 1000);
  await tokenField(page).fill(`Bearer ${hs256({ sub: 'alice', exp: now - 3 * 3600 }, 'k')}`);
  await expect(page.getByText('Expired', { exact: true })).toBeVisible();
  await expect(page.getByText('· 3 hours ago', { exact: true })).toBeVisible();
  await keyField(page).fill('k');
  await expect(verified(page)).toBeVisible();
  await tokenField(page).fill(hs256({ nbf: now + 86_400 * 3 }, 'k'));
  await expect(page.getByText('Not valid yet', { exact: true })).toBeVisible();
  await tokenField(page).fill(hs256({ exp: now + 3600 }, 'k'));
  await expect(page.getByText('Time claims OK', { exact: true })).toBeVisible();

  // An RS256 token, checked with a PEM public key; a secret cannot serve.
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const input = unsigned({ alg: 'RS256' }, { sub: 'bob', roles: ['admin', 'editor'] });
  await tokenField(page).fill(`${input}.${base64Url(sign('sha256', Buffer.from(input), privateKey))}`);
  await expect(row(page, 'Header', 'alg').getByRole('cell')).toHaveText('RS256 (RSASSA-PKCS1-v1_5 using SHA-256)');
  await expect(row(page, 'Payload', 'roles').getByRole('cell')).toHaveText('[\n  "admin",\n  "editor"\n]');
  await keyField(page).fill('a secret');
  await expect(
    page.getByText('Cannot use this key: a RS256 token needs a PEM public key, a PEM certificate or a JWK', {
      exact: true,
    }),
  ).toBeVisible();
  await keyField(page).fill(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  await expect(verified(page)).toBeVisible();

  // Bad input says "Invalid JWT", keeps the text and hides the tables.
  await tokenField(page).fill('abc');
  await expect(page.getByText('Invalid JWT', { exact: true })).toBeVisible();
  await expect(tokenField(page)).toHaveValue('abc');
  await expect(tokenField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(verified(page)).toHaveCount(0);
  await tokenField(page).fill('');
  await expect(page.getByText('Invalid JWT', { exact: true })).toBeVisible();

  // A link with the option in its fragment opens the tool with it, but no token or key.
  const linked = hs256({ sub: 'linked' }, 'k');
  await openPage(page, `/jwt-parser?token=${linked}&key=k#keyBase64=true&token=${linked}&key=k`, tokenField);
  await expect(base64Switch(page)).toBeChecked();
  await expect(tokenField(page)).toHaveValue(sampleJwt);
  await expect(keyField(page)).toHaveValue('');
});
