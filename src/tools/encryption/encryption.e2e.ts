import { createCipheriv, pbkdf2Sync } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, openPage, test, waitUntilInteractive } from '../../../e2e/test';

const defaultCiphertext = 'U2FsdGVkX1/EC3+6P5dbbkZ3e1kQ5o2yzuU0NHTjmrKnLBEwreV489Kr0DIB+uBs';
const errorTitle = 'Error while decrypting';
const errorMessage = 'Unable to decrypt: wrong key, wrong algorithm or corrupted input';
const saltedBase64 = /^U2FsdGVkX1[A-Za-z0-9+/]+={0,2}$/;

const encryptCard = (page: Page) => page.getByRole('region', { name: 'Encrypt', exact: true });
const decryptCard = (page: Page) => page.getByRole('region', { name: 'Decrypt', exact: true });

const field = (card: Locator, label: string) => card.getByLabel(label, { exact: true });
const textToEncrypt = (page: Page) => field(encryptCard(page), 'Your text:');
const encryptKey = (page: Page) => field(encryptCard(page), 'Your secret key:');
const encrypted = (page: Page) => field(encryptCard(page), 'Your text encrypted:');
const ciphertext = (page: Page) => field(decryptCard(page), 'Your encrypted text:');
const decryptKey = (page: Page) => field(decryptCard(page), 'Your secret key:');
const decrypted = (page: Page) => field(decryptCard(page), 'Your decrypted text:');
const algorithmSelect = (card: Locator) => card.getByRole('combobox', { name: 'Encryption algorithm:' });

async function chooseAlgorithm(card: Locator, algorithm: string) {
  await algorithmSelect(card).click();
  await card
    .page()
    .getByRole('listbox', { name: 'Encryption algorithm:' })
    .getByRole('option', { name: algorithm, exact: true })
    .click();
}

/**
 * Makes one change to the encrypt card and returns the ciphertext it gives (the field is empty
 * while the worker encrypts). Every ciphertext has a fresh salt, so a new value is the answer to
 * this change and not the one from before it.
 */
async function encryptAfter(page: Page, change: () => Promise<void>): Promise<string> {
  const before = await encrypted(page).inputValue();
  await change();
  let after = '';
  await expect
    .poll(async () => {
      after = await encrypted(page).inputValue();
      return after !== '' && after !== before;
    })
    .toBe(true);
  return after;
}

// The machine running the tests may be busy: page loads get room to breathe.
test.describe.configure({ timeout: 90_000 });

test('/cypher opens the tool; what it encrypts, with any algorithm, format or key, decrypts back and copies', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/cypher');
  await expect(page).toHaveURL(/\/encryption$/);
  await waitUntilInteractive(textToEncrypt(page));

  await expect(textToEncrypt(page)).toHaveValue('Lorem ipsum dolor sit amet');
  await expect(encryptKey(page)).toHaveValue('my secret key');
  await expect(algorithmSelect(encryptCard(page))).toHaveText('AES');
  await expect(encrypted(page)).toHaveValue(saltedBase64);
  await expect(encrypted(page)).toHaveAttribute('readonly', '');
  await expect(ciphertext(page)).toHaveValue(defaultCiphertext);
  await expect(decryptKey(page)).toHaveValue('my secret key');
  await expect(algorithmSelect(decryptCard(page))).toHaveText('AES');
  await expect(decrypted(page)).toHaveValue('Lorem ipsum dolor sit amet');
  await expect(decrypted(page)).toHaveAttribute('readonly', '');
  await expect(page.getByText(errorTitle)).toHaveCount(0);

  // Hex on request, read back by the decrypt card.
  const hex = await encryptAfter(page, () => encryptCard(page).getByText('Hex', { exact: true }).click());
  expect(hex).toMatch(/^53616c7465645f5f[0-9a-f]{16}([0-9a-f]{32}){2}$/);
  await page.getByRole('button', { name: 'Use as decrypt input' }).click();
  await expect(ciphertext(page)).toHaveValue(hex);
  await expect(decrypted(page)).toHaveValue('Lorem ipsum dolor sit amet');
  await encryptAfter(page, () => encryptCard(page).getByText('Base64', { exact: true }).click());
  await expect(encrypted(page)).toHaveValue(saltedBase64);

  // Live, with a new salt on every edit.
  const text = 'Texte à chiffrer ✓ 🚀';
  await encryptAfter(page, () => textToEncrypt(page).fill(text));
  await expect(encrypted(page)).toHaveValue(saltedBase64);

  for (const algorithm of ['TripleDES', 'Rabbit', 'RC4', 'AES']) {
    const value = await encryptAfter(page, () => chooseAlgorithm(encryptCard(page), algorithm));
    expect(value).toMatch(saltedBase64);
    await ciphertext(page).fill(value);
    await chooseAlgorithm(decryptCard(page), algorithm);
    await expect(decrypted(page)).toHaveValue(text);
  }

  // An empty key is allowed.
  const withoutKey = await encryptAfter(page, () =>
    encryptCard(page).getByRole('button', { name: 'Clear secret key' }).click(),
  );
  await expect(encryptKey(page)).toHaveValue('');
  expect(withoutKey).toMatch(saltedBase64);
  await ciphertext(page).fill(withoutKey);
  await decryptCard(page).getByRole('button', { name: 'Clear secret key' }).click();
  await expect(decryptKey(page)).toHaveValue('');
  await expect(decrypted(page)).toHaveValue(text);

  // "Use as decrypt input" moves the ciphertext, key and algorithm to the decrypt card.
  await encryptAfter(page, () => textToEncrypt(page).fill('Sent across'));
  await encryptAfter(page, () => encryptKey(page).fill('k3y'));
  const sent = await encryptAfter(page, () => chooseAlgorithm(encryptCard(page), 'RC4'));
  expect(sent).toMatch(saltedBase64);
  await page.getByRole('button', { name: 'Use as decrypt input' }).click();
  await expect(ciphertext(page)).toHaveValue(sent);
  await expect(decryptKey(page)).toHaveValue('k3y');
  await expect(algorithmSelect(decryptCard(page))).toHaveText('RC4');
  await expect(decrypted(page)).toHaveValue('Sent across');

  await encryptCard(page).getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect(page.getByText('Copied to the clipboard').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sent);
  await decryptCard(page).getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('Sent across');
});

test('a wrong key, algorithm or ciphertext shows the error and keeps the input; texts and keys are never kept', async ({
  page,
}) => {
  await openPage(page, '/encryption', textToEncrypt);
  await expect(decrypted(page)).toHaveValue('Lorem ipsum dolor sit amet');
  await decryptKey(page).fill('wrong key');
  const alert = decryptCard(page).getByRole('alert');
  await expect(alert).toContainText(errorTitle);
  await expect(alert).toContainText(errorMessage);
  await expect(decrypted(page)).toHaveCount(0);
  await expect(decryptKey(page)).toHaveValue('wrong key');
  await expect(ciphertext(page)).toHaveValue(defaultCiphertext);

  await decryptKey(page).fill('my secret key');
  await expect(decrypted(page)).toHaveValue('Lorem ipsum dolor sit amet');
  await expect(page.getByText(errorTitle)).toHaveCount(0);

  await chooseAlgorithm(decryptCard(page), 'TripleDES');
  await expect(page.getByText(errorMessage)).toBeVisible();

  await chooseAlgorithm(decryptCard(page), 'AES');
  await ciphertext(page).fill('this is not a ciphertext');
  await expect(page.getByText(errorMessage)).toBeVisible();
  await expect(ciphertext(page)).toHaveValue('this is not a ciphertext');

  await ciphertext(page).fill('');
  await expect(page.getByText(errorTitle)).toHaveCount(0);
  await expect(decrypted(page)).toHaveValue('');

  // The Rabbit example, with the key "bunny".
  await ciphertext(page).fill('U2FsdGVkX1/hHXq2LtfXZF8MmrwxIec4HvW0cRxXu/sdYQ==');
  await decryptKey(page).fill('bunny');
  await chooseAlgorithm(decryptCard(page), 'Rabbit');
  await expect(decrypted(page)).toHaveValue('Rabbit cipher text');

  await textToEncrypt(page).fill('top secret');
  await encryptKey(page).fill('hunter2');
  await decryptKey(page).fill('hunter3');
  await chooseAlgorithm(encryptCard(page), 'Rabbit');
  // The algorithm is linkable: once it is in the address, so would be anything else written there.
  await expect(page).toHaveURL(/#.*encryptAlgorithm=Rabbit/);
  expect(page.url()).not.toMatch(/top|secret|hunter/);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain('top secret');
  expect(stored).not.toContain('hunter');

  await page.reload();
  await waitUntilInteractive(textToEncrypt(page));
  await expect(textToEncrypt(page)).toHaveValue('Lorem ipsum dolor sit amet');
  await expect(encryptKey(page)).toHaveValue('my secret key');
});

test.describe('AES with a raw key (Web Crypto)', () => {
  const rawCard = (page: Page) => page.getByRole('region', { name: 'AES with a raw key (Web Crypto)', exact: true });
  const raw = (page: Page, label: string) => field(rawCard(page), label);
  const key = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

  function opensslHex(mode: 'gcm' | 'cbc', keyHex: string, ivHex: string, text: string): string {
    const cipher = createCipheriv(
      `aes-${keyHex.length * 4}-${mode}`,
      Buffer.from(keyHex, 'hex'),
      Buffer.from(ivHex, 'hex'),
    );
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    const tag = mode === 'gcm' ? (cipher as unknown as { getAuthTag(): Buffer }).getAuthTag() : Buffer.alloc(0);
    return Buffer.concat([body, tag]).toString('hex');
  }

  test('agrees with OpenSSL in AES-GCM and AES-CBC, shows what is wrong with an input, and derives keys with PBKDF2', async ({
    page,
  }) => {
    await openPage(page, '/encryption', textToEncrypt);
    // Starts with a random key and IV.
    await expect(raw(page, 'Key (hex):')).toHaveValue(/^[0-9a-f]{64}$/);
    await expect(raw(page, 'IV (hex):')).toHaveValue(/^[0-9a-f]{24}$/);

    await raw(page, 'Key (hex):').fill(key);
    await raw(page, 'IV (hex):').fill('cafebabefacedbaddecaf888');
    await raw(page, 'Text to encrypt:').fill('Lorem ipsum dolor sit amet');
    const expected = opensslHex('gcm', key, 'cafebabefacedbaddecaf888', 'Lorem ipsum dolor sit amet');
    await expect(raw(page, 'Ciphertext (hex):')).toHaveValue(expected);

    await raw(page, 'Ciphertext to decrypt (hex):').fill(expected);
    await expect(raw(page, 'Decrypted text:')).toHaveValue('Lorem ipsum dolor sit amet');

    // One flipped bit fails the authentication tag.
    await raw(page, 'Ciphertext to decrypt (hex):').fill(
      `${expected.slice(0, -1)}${expected.endsWith('0') ? '1' : '0'}`,
    );
    await expect(rawCard(page).getByRole('alert')).toContainText(errorMessage);
    await expect(raw(page, 'Decrypted text:')).toHaveCount(0);

    // What is wrong with a key, an IV or a ciphertext, the input kept.
    await raw(page, 'Key (hex):').fill('abc');
    await expect(raw(page, 'Key (hex):')).toHaveAccessibleDescription(
      'Key must be 32 or 64 hex characters (128 or 256 bits)',
    );
    await expect(raw(page, 'Key (hex):')).toHaveValue('abc');
    await expect(raw(page, 'Ciphertext (hex):')).toHaveValue('');

    await rawCard(page).getByRole('button', { name: 'New random key' }).click();
    await expect(raw(page, 'Key (hex):')).toHaveValue(/^[0-9a-f]{64}$/);
    await expect(raw(page, 'Ciphertext (hex):')).not.toHaveValue('');
    await raw(page, 'IV (hex):').fill('00');
    await expect(page.getByText('IV must be 24 hex characters (96 bits) for AES-GCM')).toBeVisible();
    await expect(raw(page, 'IV (hex):')).toHaveValue('00');
    await expect(raw(page, 'Ciphertext (hex):')).toHaveValue('');
    await rawCard(page).getByRole('button', { name: 'New random IV' }).click();
    await expect(raw(page, 'IV (hex):')).toHaveValue(/^[0-9a-f]{24}$/);
    await expect(raw(page, 'Ciphertext (hex):')).not.toHaveValue('');

    await raw(page, 'Ciphertext to decrypt (hex):').fill('not hex');
    await expect(page.getByText('Ciphertext must be hexadecimal, an even number of digits')).toBeVisible();
    await expect(raw(page, 'Ciphertext to decrypt (hex):')).toHaveValue('not hex');

    // AES-CBC takes a 128-bit IV: a new one is drawn on switching.
    await rawCard(page).getByText('AES-CBC', { exact: true }).click();
    await expect(raw(page, 'IV (hex):')).toHaveValue(/^[0-9a-f]{32}$/);
    const aes128 = key.slice(0, 32);
    await raw(page, 'Key (hex):').fill(aes128);
    await raw(page, 'IV (hex):').fill('000102030405060708090a0b0c0d0e0f');
    await raw(page, 'Text to encrypt:').fill('Ünïcødé ✓');
    await expect(raw(page, 'Ciphertext (hex):')).toHaveValue(
      opensslHex('cbc', aes128, '000102030405060708090a0b0c0d0e0f', 'Ünïcødé ✓'),
    );

    await rawCard(page).getByText('AES-GCM', { exact: true }).click();
    await expect(raw(page, 'IV (hex):')).toHaveValue(/^[0-9a-f]{24}$/);
    await rawCard(page).getByText('PBKDF2', { exact: true }).click();
    await raw(page, 'Password:').fill('password');
    await raw(page, 'Salt (hex):').fill('73616c74');
    await raw(page, 'Iterations:').fill('1');
    await expect(raw(page, 'Derived key (hex):')).toHaveValue(
      '120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b',
    );
    await raw(page, 'Iterations:').fill('1000');
    await expect(raw(page, 'Derived key (hex):')).toHaveValue(
      pbkdf2Sync('password', Buffer.from('salt'), 1000, 32, 'sha256').toString('hex'),
    );
    await raw(page, 'Text to encrypt:').fill('derived');
    await expect(raw(page, 'Ciphertext (hex):')).toHaveValue(/^[0-9a-f]{46}$/);
  });
});
