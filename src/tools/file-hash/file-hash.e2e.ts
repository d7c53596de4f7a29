import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, openPage, test } from '../../../e2e/test';

// The first file loads the worker and hash-wasm: slow on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

const filesInput = (page: Page) => page.getByLabel('Files to hash', { exact: true });
const fileCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const digest = (page: Page, file: string, algorithm: string) =>
  fileCard(page, file).getByRole('textbox', { name: algorithm, exact: true });

const abc = {
  MD5: '900150983cd24fb0d6963f7d28e17f72',
  'SHA-1': 'a9993e364706816aba3e25717850c26c9cd0d89d',
  'SHA-256': 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  BLAKE3: '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85',
};
const loremSha256 = '88ddafc6b255c23d619c961e8c9da9e0a6ae4f5214b64d6fa751ad298bbf53e9';

// What each algorithm, encoding, listing format and comparison gives is in the unit tests; here,
// that the page is wired: files in, rows out, the options, the comparison, the listing and the copy.
test('hashes dropped files, adds an algorithm, compares, verifies a listing and copies the checksums', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/file-hash', filesInput);
  await expect(page.getByText('Drop files here, or click to choose')).toBeVisible();
  for (const name of ['MD5', 'SHA-1', 'SHA-256']) await expect(page.getByRole('checkbox', { name })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'BLAKE3' })).not.toBeChecked();

  await filesInput(page).setInputFiles([
    { name: 'abc.txt', mimeType: 'text/plain', buffer: fixture('abc.txt') },
    { name: 'lorem.txt', mimeType: 'text/plain', buffer: fixture('lorem.txt') },
  ]);
  for (const algorithm of ['MD5', 'SHA-1', 'SHA-256'] as const)
    await expect(digest(page, 'abc.txt', algorithm)).toHaveValue(abc[algorithm]);
  await expect(digest(page, 'lorem.txt', 'SHA-256')).toHaveValue(loremSha256);
  await expect(fileCard(page, 'abc.txt').getByText('Size 3 Bytes', { exact: true })).toBeVisible();
  await expect(
    fileCard(page, 'lorem.txt').getByText(/^Hashed in [\d.]+ m?s \([\d.]+ (Bytes|KB|MB)\/s\)$/),
  ).toBeVisible();

  // A new algorithm reads the files again; the choice is kept in the link.
  await page.getByRole('checkbox', { name: 'BLAKE3' }).check();
  await expect(digest(page, 'abc.txt', 'BLAKE3')).toHaveValue(abc.BLAKE3);
  await expect(page).toHaveURL(/[#&]algorithms=md5%2Csha1%2Csha256%2Cblake3/);

  const expected = page.getByLabel('Expected checksum');
  await expected.fill(`SHA256 (lorem.txt) = ${loremSha256}`);
  await expect(fileCard(page, 'lorem.txt').getByText('Matches the expected checksum (SHA-256)')).toBeVisible();
  await expect(fileCard(page, 'abc.txt').getByText('Does not match the expected checksum')).toBeVisible();
  await expected.fill('352441C2');
  await expect(digest(page, 'abc.txt', 'CRC32 (added to compare)')).toHaveValue('352441c2');
  await expect(fileCard(page, 'abc.txt').getByText('Matches the expected checksum (CRC32)')).toBeVisible();
  await expected.fill('xyz');
  await expect(
    page.getByText('Not a checksum: paste 8, 32, 40, 64, 96 or 128 hexadecimal digits, or the same in Base64.'),
  ).toBeVisible();
  await expected.fill('');

  await page
    .getByLabel('Checksums file', { exact: true })
    .fill(
      [
        `${loremSha256} *lorem.txt`,
        'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855  ./dist/missing.iso',
        'MD5 (abc.txt) = 900150983cd24fb0d6963f7d28e17f73',
        'garbage',
      ].join('\n'),
    );
  const results = page.getByRole('region', { name: 'Verification' });
  await expect(results.getByRole('listitem')).toHaveText([
    'lorem.txt: OK (SHA-256)',
    './dist/missing.iso: missing (SHA-256)',
    'abc.txt: FAILED (MD5)',
  ]);
  await expect(results.getByText('1 OK, 1 FAILED, 1 missing', { exact: true })).toBeVisible();
  await expect(page.getByText('Line 4 was ignored: not a checksum line.')).toBeVisible();

  await page.getByRole('button', { name: 'Copy as checksums file' }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`SHA256 (lorem.txt) = ${loremSha256}\n`);
  expect(copied.split('\n')).toEqual(
    expect.arrayContaining([`MD5 (abc.txt) = ${abc.MD5}`, `BLAKE3 (abc.txt) = ${abc.BLAKE3}`]),
  );
  expect(copied.trimEnd().split('\n')).toHaveLength(8);

  // The listing stays in the page: never in the link or storage.
  await expect(page).not.toHaveURL(/checksums=/);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('missing.iso');
});
