import { createHash, createPrivateKey, createPublicKey } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { chooseOption, expect, openPage, test, waitUntilInteractive } from '../../../e2e/test';

const bitsError = 'Key size must be a multiple of 8 between 256 and 16384';

const bitsField = (page: Page) => page.getByLabel('Bits :', { exact: true });
const publicKey = (page: Page) => page.getByLabel('Public key', { exact: true });
const privateKey = (page: Page) => page.getByLabel('Private key', { exact: true });
const refresh = (page: Page) => page.getByRole('button', { name: 'Refresh key-pair' });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /Generating|generated/ });

const spkiPem = (bodyStart: string) =>
  new RegExp(`^-----BEGIN PUBLIC KEY-----\\r?\\n${bodyStart}[A-Za-z0-9+/=\\r\\n]+-----END PUBLIC KEY-----\\r?\\n?$`);
const pkcs1Pem = /^-----BEGIN RSA PRIVATE KEY-----\r?\n[A-Za-z0-9+/=\r\n]+-----END RSA PRIVATE KEY-----\r?\n?$/;
const pemBody = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');

async function setBits(page: Page, bits: string) {
  await bitsField(page).fill(bits);
}

async function keysOf(page: Page, bits: number, timeout = 60_000) {
  await expect(status(page)).toContainText(`${bits}-bit key pair generated`, { timeout });
  return { publicPem: await publicKey(page).inputValue(), privatePem: await privateKey(page).inputValue() };
}

test.describe.configure({ timeout: 120_000 });

test('generates a 2048-bit pair after loading: SPKI public key, PKCS#1 private key', async ({ page }) => {
  await openPage(page, '/rsa-key-pair-generator', bitsField);
  await expect(bitsField(page)).toHaveValue('2048');
  const { publicPem, privatePem } = await keysOf(page, 2048);
  expect(publicPem).toMatch(spkiPem('MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA'));
  expect(pemBody(publicPem)).toMatch(/IDAQAB$/);
  expect(privatePem).toMatch(pkcs1Pem);
  for (const line of [...publicPem.split(/\r?\n/), ...privatePem.split(/\r?\n/)]) {
    expect(line.length).toBeLessThanOrEqual(64);
  }
  await expect(publicKey(page)).toHaveAttribute('readonly', '');
  await expect(privateKey(page)).toHaveAttribute('readonly', '');

  // The two halves belong together, exponent 65537.
  const fromPrivate = createPublicKey(createPrivateKey(privatePem)).export({ type: 'spki', format: 'pem' });
  expect(pemBody(String(fromPrivate))).toBe(pemBody(publicPem));
  expect(createPublicKey(publicPem).asymmetricKeyDetails).toEqual({ modulusLength: 2048, publicExponent: 65537n });
});

test.describe(() => {
  // The app's code is held back: this test reads the page before it hydrates.
  test.use({ waitForHydration: false });

  test("the first public key shows before the app's code runs, and the page keeps that pair", async ({ page }) => {
    // Hold the app's code back: only the prerendered HTML and its inline script run meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/rsa-key-pair-generator');
    await expect(publicKey(page)).toHaveValue(spkiPem('MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA'), {
      timeout: 30_000,
    });
    const early = await publicKey(page).inputValue();
    await expect(status(page)).toContainText('Generating…');
    await expect(privateKey(page)).toHaveValue('');

    release();
    const { publicPem, privatePem } = await keysOf(page, 2048);
    expect(publicPem).toBe(early);
    const fromPrivate = createPublicKey(createPrivateKey(privatePem)).export({ type: 'spki', format: 'pem' });
    expect(pemBody(String(fromPrivate))).toBe(pemBody(early));
    await expect(status(page)).toContainText('with Web Crypto');
  });
});

test('"Refresh key-pair" shows the busy state, then a new pair', async ({ page }) => {
  await openPage(page, '/rsa-key-pair-generator', bitsField);
  const first = await keysOf(page, 2048);
  // Web Crypto waits for the test's word, so the busy state lasts however fast the machine is.
  await page.evaluate(() => {
    const subtle = crypto.subtle;
    const generateKey = subtle.generateKey.bind(subtle) as (...args: unknown[]) => Promise<unknown>;
    const release = new Promise((resolve) => Object.assign(window, { releaseKeyGeneration: resolve }));
    Object.assign(subtle, { generateKey: (...args: unknown[]) => release.then(() => generateKey(...args)) });
  });
  await refresh(page).click();
  await expect(status(page)).toContainText('Generating…');
  await expect(refresh(page)).toBeDisabled();
  await expect(publicKey(page)).toHaveValue('');
  await page.evaluate(() => (window as unknown as { releaseKeyGeneration: () => void }).releaseKeyGeneration());
  const second = await keysOf(page, 2048);
  await expect(refresh(page)).toBeEnabled();
  expect(second.publicPem).toMatch(spkiPem('MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA'));
  expect(second.publicPem).not.toBe(first.publicPem);
  expect(second.privatePem).not.toBe(first.privatePem);
});

test('a bad size shows the error under the field, keeps it and empties both keys', async ({ page }) => {
  await openPage(page, '/rsa-key-pair-generator', bitsField);
  await keysOf(page, 2048);
  for (const bad of ['100', '1001', '16392']) {
    await setBits(page, bad);
    await expect(page.getByText(bitsError)).toBeVisible();
    await expect(bitsField(page)).toHaveValue(bad);
    await expect(bitsField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(publicKey(page)).toHaveValue('');
    await expect(privateKey(page)).toHaveValue('');
    await expect(refresh(page)).toBeDisabled();
  }
  await setBits(page, '');
  await expect(page.getByText(bitsError)).toBeVisible();

  await setBits(page, '512');
  await expect(page.getByText(bitsError)).toBeHidden();
  const { publicPem, privatePem } = await keysOf(page, 512);
  expect(publicPem).toMatch(spkiPem('MFwwDQYJKoZIhvcNAQEBBQADSwAwSAJBA'));
  expect(privatePem).toMatch(pkcs1Pem);
  await expect(page).toHaveURL(/[#&]bits=512(&|$)/);
});

test('the size comes from the URL; 256 bits, refused by Web Crypto, is made by node-forge', async ({ page }) => {
  await openPage(page, '/rsa-key-pair-generator?bits=256', bitsField);
  await expect(bitsField(page)).toHaveValue('256');
  const { publicPem, privatePem } = await keysOf(page, 256);
  await expect(status(page)).toContainText('with node-forge');
  expect(createPublicKey(publicPem).asymmetricKeyDetails).toEqual({ modulusLength: 256, publicExponent: 65537n });
  expect(createPrivateKey(privatePem).asymmetricKeyDetails).toMatchObject({ modulusLength: 256 });
});

test('a newer size supersedes a generation still running', async ({ page }) => {
  await openPage(page, '/rsa-key-pair-generator', bitsField);
  await keysOf(page, 2048);
  await setBits(page, '8192');
  await expect(status(page)).toContainText('Generating…');
  // Past the typing debounce, so the 8192-bit request has really started (it takes far longer).
  await page.waitForTimeout(1500);
  await expect(status(page)).toContainText('Generating…');
  await setBits(page, '512');
  await keysOf(page, 512);
  // Web Crypto is still busy with the abandoned 8192 bits (it cannot be stopped): forge stands in.
  await expect(status(page)).toContainText('with node-forge');
  // Long enough for a stray 8192-bit answer to show up, had the old run not been dropped.
  await page.waitForTimeout(3000);
  await expect(status(page)).toContainText('512-bit key pair generated');
  expect(createPublicKey(await publicKey(page).inputValue()).asymmetricKeyDetails?.modulusLength).toBe(512);
});

test('4096 bits: busy while the page stays responsive, then the key', async ({ page }) => {
  test.setTimeout(300_000);
  await openPage(page, '/rsa-key-pair-generator', bitsField);
  await keysOf(page, 2048);
  await setBits(page, '4096');
  await expect(status(page)).toContainText('Generating…');
  await expect(refresh(page)).toBeDisabled();

  // The page answers while the worker generates: fields take input, timers fire on time.
  await chooseOption(page, 'Public output format', 'OpenSSH (ssh-rsa)');
  await page.getByLabel('Comment', { exact: true }).fill('still responsive');
  await expect(page.getByLabel('Comment', { exact: true })).toHaveValue('still responsive');
  const timerLateness = await page.evaluate(async () => {
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
    return performance.now() - started - 50;
  });
  expect(timerLateness).toBeLessThan(1000);
  await chooseOption(page, 'Public output format', 'PEM, SPKI (BEGIN PUBLIC KEY)');

  const { publicPem } = await keysOf(page, 4096, 240_000);
  expect(publicPem).toMatch(spkiPem('MIICIjANBgkqhkiG9w0BAQEFAAOCAg8AMIICCgKCAgEA'));
});

test('OpenSSH public key with a comment, and its SHA-256 fingerprint', async ({ page }) => {
  await openPage(page, '/rsa-key-pair-generator?bits=1024', bitsField);
  const { publicPem } = await keysOf(page, 1024);
  await chooseOption(page, 'Public output format', 'OpenSSH (ssh-rsa)');
  await page.getByLabel('Comment', { exact: true }).fill('me@laptop');
  await expect(publicKey(page)).toHaveValue(/^ssh-rsa AAAAB3NzaC1yc2EAAAADAQAB[A-Za-z0-9+/]+=* me@laptop$/);
  await expect(page).toHaveURL(/publicFormat=openssh/);
  await expect(page).toHaveURL(/comment=me%40laptop/);

  // The OpenSSH blob holds the same key as the PEM; the fingerprint is ssh-keygen's.
  const line = await publicKey(page).inputValue();
  const blob = Buffer.from(line.split(' ')[1], 'base64');
  const jwk = createPublicKey(publicPem).export({ format: 'jwk' });
  expect(blob.toString('hex')).toContain(Buffer.from(String(jwk.n), 'base64url').toString('hex'));
  const fingerprint = `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
  await expect(page.getByRole('row', { name: /SHA-256 fingerprint/ })).toContainText(fingerprint);

  await page.reload();
  await waitUntilInteractive(bitsField(page));
  await expect(page.getByLabel('Comment', { exact: true })).toHaveValue('me@laptop');
  await expect(publicKey(page)).toHaveValue(/^ssh-rsa \S+ me@laptop$/, { timeout: 60_000 });
});

test('private key as PKCS#8, and encrypted with a passphrase that never reaches the URL', async ({ page }) => {
  await openPage(page, '/rsa-key-pair-generator?bits=1024', bitsField);
  const { publicPem } = await keysOf(page, 1024);

  await chooseOption(page, 'Private output format', 'PEM, PKCS#8 (BEGIN PRIVATE KEY)');
  await expect(privateKey(page)).toHaveValue(/^-----BEGIN PRIVATE KEY-----\r?\n/);
  const pkcs8 = await privateKey(page).inputValue();
  expect(pemBody(String(createPublicKey(createPrivateKey(pkcs8)).export({ type: 'spki', format: 'pem' })))).toBe(
    pemBody(publicPem),
  );

  await chooseOption(page, 'Private output format', 'PEM, PKCS#8 encrypted with a passphrase');
  const passphrase = page.getByLabel('Passphrase', { exact: true });
  await expect(passphrase).toHaveAttribute('type', 'password');
  await expect(page.getByText('Enter a passphrase to encrypt the private key')).toBeVisible();
  await expect(privateKey(page)).toHaveValue('');

  await passphrase.fill('s3cret pass');
  await expect(privateKey(page)).toHaveValue(/^-----BEGIN ENCRYPTED PRIVATE KEY-----\r?\n/, { timeout: 30_000 });
  const encrypted = await privateKey(page).inputValue();
  const opened = createPrivateKey({ key: encrypted, passphrase: 's3cret pass' });
  expect(pemBody(String(createPublicKey(opened).export({ type: 'spki', format: 'pem' })))).toBe(pemBody(publicPem));
  expect(() => createPrivateKey({ key: encrypted, passphrase: 'wrong' })).toThrow();
  await expect(page).toHaveURL(/privateFormat=encrypted/);
  expect(page.url()).not.toContain('s3cret');
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('s3cret');
});

test('copies and downloads the keys', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/rsa-key-pair-generator?bits=512', bitsField);
  const { publicPem, privatePem } = await keysOf(page, 512);

  await page.getByRole('button', { name: 'Copy to clipboard' }).first().click();
  await expect(page.getByText('Copied to the clipboard').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicPem);

  await page.getByRole('button', { name: 'Copy to clipboard' }).last().click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(privatePem);

  const downloads = page.getByRole('button', { name: 'Download .pem' });
  const [publicFile] = await Promise.all([page.waitForEvent('download'), downloads.first().click()]);
  expect(publicFile.suggestedFilename()).toBe('rsa-public-key.pem');
  expect(await readFile(await publicFile.path(), 'utf8')).toBe(publicPem);

  const [privateFile] = await Promise.all([page.waitForEvent('download'), downloads.last().click()]);
  expect(privateFile.suggestedFilename()).toBe('rsa-private-key.pem');
  expect(await readFile(await privateFile.path(), 'utf8')).toBe(privatePem);
});
