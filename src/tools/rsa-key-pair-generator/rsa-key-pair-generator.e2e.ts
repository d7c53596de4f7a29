import { createHash, createPrivateKey, createPublicKey } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { chooseOption, expect, expectKeptSecret, openPage, test, waitUntilInteractive } from '../../../e2e/test';

const bitsError = 'Key size must be a multiple of 8 between 256 and 16384';

const bitsField = (page: Page) => page.getByLabel('Bits :', { exact: true });
const publicKey = (page: Page) => page.getByLabel('Public key', { exact: true });
const privateKey = (page: Page) => page.getByLabel('Private key', { exact: true });
const comment = (page: Page) => page.getByLabel('Comment', { exact: true });
const passphrase = (page: Page) => page.getByLabel('Passphrase', { exact: true });
const refresh = (page: Page) => page.getByRole('button', { name: 'Refresh key-pair' });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /Generating|generated/ });
const publicCopy = (page: Page) => page.getByRole('button', { name: 'Copy to clipboard' }).first();
const publicDownload = (page: Page) => page.getByRole('button', { name: 'Download .pem' }).first();

const spkiPem = (bodyStart: string) =>
  new RegExp(`^-----BEGIN PUBLIC KEY-----\\r?\\n${bodyStart}[A-Za-z0-9+/=\\r\\n]+-----END PUBLIC KEY-----\\r?\\n?$`);
const pkcs1Pem = /^-----BEGIN RSA PRIVATE KEY-----\r?\n[A-Za-z0-9+/=\r\n]+-----END RSA PRIVATE KEY-----\r?\n?$/;
const pemBody = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
/** The SPKI public key a private key (PEM, or an options object for an encrypted one) belongs with. */
const publicBodyOf = (key: Parameters<typeof createPrivateKey>[0]) =>
  pemBody(String(createPublicKey(createPrivateKey(key)).export({ type: 'spki', format: 'pem' })));

async function setBits(page: Page, bits: string) {
  await bitsField(page).fill(bits);
}

async function keysOf(page: Page, bits: number, timeout = 60_000) {
  await expect(status(page)).toContainText(`${bits}-bit key pair generated`, { timeout });
  return { publicPem: await publicKey(page).inputValue(), privatePem: await privateKey(page).inputValue() };
}

test.describe.configure({ timeout: 120_000 });

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
    expect(publicBodyOf(privatePem)).toBe(pemBody(early));
    await expect(status(page)).toContainText('with Web Crypto');
    // The buttons prerendered disabled (no key yet) work once the page has hydrated.
    await expect(publicCopy(page)).toBeEnabled();
    await expect(publicDownload(page)).toBeEnabled();
  });
});

test('a 2048-bit pair after loading; Refresh, copy and download; bad sizes, and other sizes', async ({
  page,
  context,
}) => {
  // 4096 and the abandoned 8192 bits take a while on a busy machine.
  test.setTimeout(300_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/rsa-key-pair-generator', bitsField);

  // SPKI public key, PKCS#1 private key.
  await expect(bitsField(page)).toHaveValue('2048');
  const first = await keysOf(page, 2048);
  expect(first.publicPem).toMatch(spkiPem('MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA'));
  expect(pemBody(first.publicPem)).toMatch(/IDAQAB$/);
  expect(first.privatePem).toMatch(pkcs1Pem);
  for (const line of [...first.publicPem.split(/\r?\n/), ...first.privatePem.split(/\r?\n/)]) {
    expect(line.length).toBeLessThanOrEqual(64);
  }
  await expect(publicKey(page)).toHaveAttribute('readonly', '');
  await expect(privateKey(page)).toHaveAttribute('readonly', '');
  // The inline script's first key: its Copy and Download buttons work.
  await expect(publicCopy(page)).toBeEnabled();
  await expect(publicDownload(page)).toBeEnabled();
  // The two halves belong together, exponent 65537.
  expect(publicBodyOf(first.privatePem)).toBe(pemBody(first.publicPem));
  expect(createPublicKey(first.publicPem).asymmetricKeyDetails).toEqual({
    modulusLength: 2048,
    publicExponent: 65537n,
  });

  // "Refresh key-pair": Web Crypto waits for the test's word, so the busy state lasts however fast
  // the machine is.
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

  // Copied and downloaded.
  await publicCopy(page).click();
  await expect(page.getByText('Copied to the clipboard').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(second.publicPem);
  await page.getByRole('button', { name: 'Copy to clipboard' }).last().click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(second.privatePem);

  const downloads = page.getByRole('button', { name: 'Download .pem' });
  const [publicFile] = await Promise.all([page.waitForEvent('download'), downloads.first().click()]);
  expect(publicFile.suggestedFilename()).toBe('rsa-public-key.pem');
  expect(await readFile(await publicFile.path(), 'utf8')).toBe(second.publicPem);
  const [privateFile] = await Promise.all([page.waitForEvent('download'), downloads.last().click()]);
  expect(privateFile.suggestedFilename()).toBe('rsa-private-key.pem');
  expect(await readFile(await privateFile.path(), 'utf8')).toBe(second.privatePem);

  // A bad size (parseBits' cases are unit-tested): the error under the field, which keeps it, and
  // no keys.
  await setBits(page, '1001');
  await expect(page.getByText(bitsError)).toBeVisible();
  await expect(bitsField(page)).toHaveValue('1001');
  await expect(bitsField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(publicKey(page)).toHaveValue('');
  await expect(privateKey(page)).toHaveValue('');
  await expect(refresh(page)).toBeDisabled();
  await setBits(page, '');
  await expect(page.getByText(bitsError)).toBeVisible();

  await setBits(page, '512');
  await expect(page.getByText(bitsError)).toBeHidden();
  const small = await keysOf(page, 512);
  expect(small.publicPem).toMatch(spkiPem('MFwwDQYJKoZIhvcNAQEBBQADSwAwSAJBA'));
  expect(small.privatePem).toMatch(pkcs1Pem);
  await expect(page).toHaveURL(/[#&]bits=512(&|$)/);

  // 4096 bits: busy while the page stays responsive (fields take input, timers fire on time).
  await setBits(page, '4096');
  await expect(status(page)).toContainText('Generating…');
  await expect(refresh(page)).toBeDisabled();
  await chooseOption(page, 'Public output format', 'OpenSSH (ssh-rsa)');
  await comment(page).fill('still responsive');
  await expect(comment(page)).toHaveValue('still responsive');
  const timerLateness = await page.evaluate(async () => {
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
    return performance.now() - started - 50;
  });
  expect(timerLateness).toBeLessThan(1000);
  await chooseOption(page, 'Public output format', 'PEM, SPKI (BEGIN PUBLIC KEY)');
  const { publicPem: large } = await keysOf(page, 4096, 240_000);
  expect(large).toMatch(spkiPem('MIICIjANBgkqhkiG9w0BAQEFAAOCAg8AMIICCgKCAgEA'));

  // A newer size supersedes a generation still running. Last: Web Crypto cannot be stopped, and
  // the abandoned 8192 bits keep it busy long after.
  await setBits(page, '8192');
  await expect(status(page)).toContainText('Generating…');
  // Past the typing debounce, so the 8192-bit request has really started (it takes far longer).
  await page.waitForTimeout(1500);
  await expect(status(page)).toContainText('Generating…');
  await setBits(page, '512');
  await keysOf(page, 512);
  // Web Crypto is still busy with the abandoned 8192 bits: forge stands in.
  await expect(status(page)).toContainText('with node-forge');
  // Long enough for a stray 8192-bit answer to show up, had the old run not been dropped.
  await page.waitForTimeout(3000);
  await expect(status(page)).toContainText('512-bit key pair generated');
  expect(createPublicKey(await publicKey(page).inputValue()).asymmetricKeyDetails?.modulusLength).toBe(512);
});

test('a link sets the size (256 bits, by node-forge); the other formats; the passphrase stays out of the link', async ({
  page,
}) => {
  await openPage(page, '/rsa-key-pair-generator?bits=256', bitsField);
  await expect(bitsField(page)).toHaveValue('256');
  // Web Crypto refuses 256 bits.
  const { publicPem, privatePem } = await keysOf(page, 256);
  await expect(status(page)).toContainText('with node-forge');
  expect(createPublicKey(publicPem).asymmetricKeyDetails).toEqual({ modulusLength: 256, publicExponent: 65537n });
  expect(createPrivateKey(privatePem).asymmetricKeyDetails).toMatchObject({ modulusLength: 256 });

  await chooseOption(page, 'Private output format', 'PEM, PKCS#8 (BEGIN PRIVATE KEY)');
  await expect(privateKey(page)).toHaveValue(/^-----BEGIN PRIVATE KEY-----\r?\n/);
  expect(publicBodyOf(await privateKey(page).inputValue())).toBe(pemBody(publicPem));

  await chooseOption(page, 'Private output format', 'PEM, PKCS#8 encrypted with a passphrase');
  await expect(passphrase(page)).toHaveAttribute('type', 'password');
  await expect(page.getByText('Enter a passphrase to encrypt the private key')).toBeVisible();
  await expect(privateKey(page)).toHaveValue('');
  await passphrase(page).fill('s3cret pass');
  await expect(privateKey(page)).toHaveValue(/^-----BEGIN ENCRYPTED PRIVATE KEY-----\r?\n/, { timeout: 30_000 });
  const encrypted = await privateKey(page).inputValue();
  expect(publicBodyOf({ key: encrypted, passphrase: 's3cret pass' })).toBe(pemBody(publicPem));
  expect(() => createPrivateKey({ key: encrypted, passphrase: 'wrong' })).toThrow();
  await expect(page).toHaveURL(/privateFormat=encrypted/);

  // OpenSSH with a comment: a linkable change made after the passphrase was typed.
  await chooseOption(page, 'Public output format', 'OpenSSH (ssh-rsa)');
  await comment(page).fill('me@laptop');
  await expect(publicKey(page)).toHaveValue(/^ssh-rsa AAAAB3NzaC1yc2EAAAADAQAB[A-Za-z0-9+/]+=* me@laptop$/);
  await expect(page).toHaveURL(/publicFormat=openssh/);
  await expect(page).toHaveURL(/comment=me%40laptop/);
  await expectKeptSecret(page, 's3cret');

  // The OpenSSH blob holds the same key as the PEM; the fingerprint is ssh-keygen's.
  const line = await publicKey(page).inputValue();
  const blob = Buffer.from(line.split(' ')[1], 'base64');
  const jwk = createPublicKey(publicPem).export({ format: 'jwk' });
  expect(blob.toString('hex')).toContain(Buffer.from(String(jwk.n), 'base64url').toString('hex'));
  const fingerprint = `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
  await expect(page.getByRole('row', { name: /SHA-256 fingerprint/ })).toContainText(fingerprint);

  await page.reload();
  await waitUntilInteractive(bitsField(page));
  await expect(comment(page)).toHaveValue('me@laptop');
  await expect(publicKey(page)).toHaveValue(/^ssh-rsa \S+ me@laptop$/, { timeout: 60_000 });
  await expect(passphrase(page)).toHaveValue('');
});
