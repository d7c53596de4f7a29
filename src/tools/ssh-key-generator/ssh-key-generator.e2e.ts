import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { chooseOption, expect, expectKeptSecret, openPage, test } from '../../../e2e/test';

const generateCard = (page: Page) => page.getByRole('region', { name: 'Generate a key pair', exact: true });
const inspectCard = (page: Page) => page.getByRole('region', { name: 'Fingerprint of an existing key', exact: true });
const comment = (page: Page) => page.getByLabel('Comment', { exact: true });
const passphrase = (page: Page) => page.getByLabel('Passphrase', { exact: true });
const rounds = (page: Page) => page.getByLabel('Key derivation rounds', { exact: true });
const publicKey = (page: Page) => page.getByLabel('Public key', { exact: true });
const privateKey = (page: Page) => page.getByLabel('Private key', { exact: true });
const fingerprint = (page: Page) => generateCard(page).getByLabel('Fingerprint', { exact: true });
const randomart = (page: Page) => generateCard(page).getByRole('textbox', { name: 'Randomart' });

const randomartFrame = /^\+--\[ED25519 256\]--\+\n(\|[ .o+=*BOX@%&#/^SE]{17}\|\n){9}\+----\[SHA256\]-----\+$/;
const ed25519Line = /^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI[A-Za-z0-9+/]{43}/;

// Every key type, the file format, ssh-keygen's agreement and the readers are unit-tested
// (ssh-key-generator.test.ts, ssh-keygen.openssh.test.ts); here, the page's wiring.
test.describe.configure({ timeout: 60_000 });

test('generates an Ed25519 pair with a comment and a passphrase, copies it, and keeps secrets out of the link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/ssh-key-generator', comment);

  // A pair is made on arrival; the comment rewrites the outputs of the same pair.
  await expect(publicKey(page)).toHaveValue(new RegExp(`${ed25519Line.source}$`));
  const blob = (await publicKey(page).inputValue()).split(' ')[1];
  await comment(page).fill('deploy@example.test');
  await expect(publicKey(page)).toHaveValue(`ssh-ed25519 ${blob} deploy@example.test`);
  await expect(fingerprint(page)).toHaveValue(/^256 SHA256:[A-Za-z0-9+/]{43} deploy@example\.test \(ED25519\)$/);
  await expect(generateCard(page).getByLabel('MD5 fingerprint', { exact: true })).toHaveValue(
    /^MD5:[0-9a-f]{2}(:[0-9a-f]{2}){15}$/,
  );
  expect(await randomart(page).textContent()).toMatch(randomartFrame);
  await expect(privateKey(page)).toHaveValue(
    /^-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n/,
  );
  await expect(page.getByText('Not encrypted: anyone who gets this file can use the key.')).toBeVisible();

  await generateCard(page).getByRole('button', { name: 'Copy to clipboard' }).first().click();
  await expect(page.getByText('Copied to the clipboard').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`ssh-ed25519 ${blob} deploy@example.test`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download id_ed25519.pub' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('id_ed25519.pub');
  expect(await readFile(await download.path(), 'utf8')).toBe(`ssh-ed25519 ${blob} deploy@example.test\n`);

  // A passphrase re-encrypts the same pair (aes256-ctr, bcrypt, 16 rounds by default).
  await expect(rounds(page)).toHaveCount(0);
  await passphrase(page).fill('p@ss phrase ü');
  await expect(passphrase(page)).toHaveAttribute('type', 'password');
  await expect(rounds(page)).toHaveValue('16');
  await expect(privateKey(page)).toHaveValue(
    /^-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAACmFlczI1Ni1jdHIAAAAGYmNyeXB0AAAAGAAAAB[A-D][A-Za-z0-9+/]{7}\n/,
    { timeout: 20_000 },
  );
  await expect(page.getByText('Encrypted with aes256-ctr, bcrypt KDF, 16 rounds.')).toBeVisible();
  await expect(publicKey(page)).toHaveValue(`ssh-ed25519 ${blob} deploy@example.test`);
  await rounds(page).fill('0');
  await expect(page.getByText('Rounds must be a whole number from 1 to 1000.')).toBeVisible();
  await expect(privateKey(page)).toHaveValue('');
  await rounds(page).fill('2');
  await expect(page.getByText('Encrypted with aes256-ctr, bcrypt KDF, 2 rounds.')).toBeVisible({ timeout: 20_000 });

  // Another type: a new pair, the type in the link, the secrets (and the comment) not.
  await chooseOption(page, 'Key type', 'ECDSA P-256');
  await expect(page).toHaveURL(/#(.*&)?type=ecdsa256(&|$)/);
  await expect(publicKey(page)).toHaveValue(
    /^ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTY\S+ deploy@example\.test$/,
  );
  await expect(page.getByRole('button', { name: 'Download id_ecdsa', exact: true })).toBeVisible();
  await expectKeptSecret(page, 'phrase');
  await expectKeptSecret(page, 'deploy');
  const ecdsa = await publicKey(page).inputValue();
  await generateCard(page).getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(publicKey(page)).not.toHaveValue(ecdsa);
  await expect(publicKey(page)).toHaveValue(/^ecdsa-sha2-nistp256 /);
});

test('fingerprints an existing public key as ssh-keygen does, line by line', async ({ page }) => {
  const input = page.getByLabel('Public key to fingerprint', { exact: true });
  await openPage(page, '/ssh-key-generator', () => input);
  const pub = await readFile(join(import.meta.dirname, 'fixtures', 'id_ed25519.pub'), 'utf8');
  await input.fill(`${pub}not a key`);

  const card = inspectCard(page);
  await expect(card.getByRole('heading', { name: 'Key on line 1' })).toBeVisible();
  await expect(card.getByRole('row', { name: /^Fingerprint/ })).toContainText(
    '256 SHA256:ynznhGHrQXf8U+LE7XhhhgxqadL7mKIxcGnbh/ebCL0 alice@example.test (ED25519)',
  );
  await expect(card.getByRole('row', { name: /^MD5 fingerprint/ })).toContainText(
    'MD5:98:7b:db:9c:d4:c9:66:de:ec:05:b2:14:c9:b2:0f:b6',
  );
  await expect(card.getByRole('row', { name: /^Bits/ })).toContainText('256');
  expect(await card.getByRole('textbox', { name: 'Randomart' }).textContent()).toBe(
    [
      '+--[ED25519 256]--+',
      '|                 |',
      '|                 |',
      '|           .     |',
      '|      . . o.o... |',
      '|   . + .S*. oo++o|',
      '|    +oo+*=.. +o=.|',
      '|     +++==o   = o|',
      '|      o++=B .  o |',
      '|     .. oE.=.    |',
      '+----[SHA256]-----+',
    ].join('\n'),
  );
  await expect(card.getByText('Line 2 is not an SSH public key.')).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expectKeptSecret(page, 'AAAAC3NzaC1lZDI1NTE5');
});
