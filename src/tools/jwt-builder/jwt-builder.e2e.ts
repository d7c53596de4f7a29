import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { chooseOption, expect, expectKeptSecret, openPage, test } from '../../../e2e/test';

const sampleJwt =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
const rsaKey = readFileSync(new URL('./fixtures/rsa-2048-pkcs1.pem', import.meta.url), 'utf8');

const headerField = (page: Page) => page.getByRole('textbox', { name: 'Header', exact: true });
const payloadField = (page: Page) => page.getByRole('textbox', { name: 'Payload', exact: true });
const keyField = (page: Page) => page.getByRole('textbox', { name: 'Secret or private key', exact: true });
const tokenBlock = (page: Page) => page.getByRole('textbox', { name: 'JSON Web Token', exact: true });
const base64Switch = (page: Page) => page.getByRole('switch', { name: 'Secret is base64-encoded' });
const shortSecret = 'This secret is shorter than the 32 bytes that RFC 7518 asks for with HS256.';

// Every example, key kind and error is unit-tested (jwt-builder.test.ts); here, the page's wiring:
// live signing, the claim buttons, the algorithm and key, copying, the hand-off to /jwt-parser, secrecy.
test.describe.configure({ timeout: 60_000 });

test('signs the defaults, then an RS256 token that /jwt-parser verifies; keeps keys and claims out of links', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/jwt-builder', keyField);

  // The defaults with the jwt.io secret: the jwt.io token, and the short-secret warning.
  await expect(headerField(page)).toHaveValue('{\n  "alg": "HS256",\n  "typ": "JWT"\n}');
  await expect(page.getByText('Enter a secret to sign the token.', { exact: true })).toBeVisible();
  await expect(tokenBlock(page)).toHaveText('');
  await keyField(page).fill('your-256-bit-secret');
  await expect(tokenBlock(page)).toHaveText(sampleJwt);
  await expect(page.getByText(shortSecret, { exact: true })).toBeVisible();
  await expect(page.getByText('Signed with HS256 (HMAC using SHA-256).', { exact: true })).toBeVisible();
  await expect(page.locator('[title="Signature"]')).toHaveText('SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c');
  await page.getByRole('button', { name: 'Copy token' }).click();
  await expect(page.getByText('Token copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sampleJwt);

  // A claim button rewrites the payload; an invalid payload blanks the token and disables them.
  await page.getByRole('button', { name: 'Add random jti' }).click();
  await expect(payloadField(page)).toHaveValue(/"iat": 1516239022,\n {2}"jti": "[0-9a-f-]{36}"\n}$/);
  await expect(tokenBlock(page)).not.toHaveText(sampleJwt);
  await payloadField(page).fill('{"sub":');
  await expect(page.getByText('The payload is not valid JSON.', { exact: true })).toBeVisible();
  await expect(tokenBlock(page)).toHaveText('');
  await expect(page.getByRole('button', { name: 'Set iat to now' })).toBeDisabled();
  await payloadField(page).fill('{"sub":"claims-kept-in-page-4711"}');
  await expect(tokenBlock(page)).toHaveText(
    /^eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9\.eyJzdWIiOiJjbGFpbXMta2VwdC1pbi1wYWdlLTQ3MTEifQ\./,
  );

  // "Generate key" for HS256: 32 random bytes in Base64url, the switch on, no warning.
  await page.getByRole('button', { name: 'Generate key' }).click();
  await expect(keyField(page)).toHaveValue(/^[A-Za-z0-9_-]{43}$/);
  await expect(base64Switch(page)).toBeChecked();
  await expect(page.getByText(shortSecret, { exact: true })).toHaveCount(0);
  const hmacSecret = await keyField(page).inputValue();

  // RS256: the header follows, the algorithm goes into the link; a PKCS#1 key signs.
  await chooseOption(page, 'Algorithm', 'RS256');
  await expect(headerField(page)).toHaveValue('{\n  "alg": "RS256",\n  "typ": "JWT"\n}');
  await expect(page.getByText('RSASSA-PKCS1-v1_5 using SHA-256', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/#alg=RS256$/);
  await expect(page.getByRole('combobox', { name: 'RSA key size' })).toBeVisible();
  await expect(base64Switch(page)).toHaveCount(0);
  await expect(
    page.getByText('Cannot read this key. Paste a PEM private key (PKCS#8, PKCS#1 or SEC1) or a private JWK.', {
      exact: true,
    }),
  ).toBeVisible();
  await keyField(page).fill('');
  await expect(page.getByText('Paste a private key, or click Generate key.', { exact: true })).toBeVisible();
  await keyField(page).fill(rsaKey);
  await expect(tokenBlock(page)).toHaveText(/^eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9\.[\w-]+\.[\w-]{342}$/);
  await expect(page.getByText('Signed with RS256 (RSASSA-PKCS1-v1_5 using SHA-256).', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Public key (PEM)' })).toHaveValue(
    /^-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEArqq\+\+SgNuLywC1T3B5Ds\n/,
  );
  await expect(page.getByRole('textbox', { name: 'Public key (JWK)' })).toHaveValue(
    /"kid": "MCMiXRS2lypRhD118Mc7wol0DgdWOTT8nKGNCAeLeVQ"\n}$/,
  );
  const token = await tokenBlock(page).textContent();

  // Nothing but the algorithm reaches the address or storage.
  await expectKeptSecret(page, rsaKey.split('\n')[1]);
  await expectKeptSecret(page, hmacSecret);
  await expectKeptSecret(page, 'claims-kept-in-page-4711');

  // The hand-off: /jwt-parser opens with the token and the public key, and verifies it.
  await page.getByRole('button', { name: 'Open in JWT parser' }).click();
  await expect(page).toHaveURL(/\/jwt-parser(#.*)?$/);
  await expect(page.getByText('Signature verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'JWT to decode', exact: true })).toHaveValue(token ?? '');
  await expectKeptSecret(page, token!.split('.')[1]);

  // A link's algorithm rewrites the header's alg as choosing it does.
  await openPage(page, '/jwt-builder#alg=ES512', keyField);
  await expect(headerField(page)).toHaveValue('{\n  "alg": "ES512",\n  "typ": "JWT"\n}');
  await expect(page.getByText('ECDSA using P-521 and SHA-512', { exact: true })).toBeVisible();
});
