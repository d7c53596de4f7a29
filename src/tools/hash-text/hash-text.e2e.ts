import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { chooseOption, expect, openPage, test } from '../../../e2e/test';

const hello = {
  MD5: '5d41402abc4b2a76b9719d911017c592',
  SHA1: 'aaf4c61ddcc5e8a2dabede0f3b482cd9aea9434d',
  SHA256: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
  'SHA3-256': '3338be694f50c5f338814986cdf0686453a888b84f424d792af4b9202398f392',
  'Keccak-512':
    '52fa80662e64c128f8389c9ea6c73d4c02368004bf4463491900d11aaadca39d47de1b01361f207c512cfa79f0f92c3395c67ff7928e3f5ce3e3c852b392f976',
};

const rows = ['MD5', 'SHA1', 'SHA256', 'SHA224', 'SHA512', 'SHA384', 'SHA3-256', 'SHA3-512', 'Keccak-512', 'RIPEMD160'];

const textToHash = (page: Page) => page.getByLabel('Your text to hash:');
const digest = (page: Page, algorithm: string) => page.getByLabel(algorithm, { exact: true });

const encodingSelect = (page: Page) => page.getByRole('combobox', { name: 'Digest encoding' });

/** The option the select shows, whether the kit renders it as a button or as a text field. */
async function expectEncoding(page: Page, option: string) {
  await expect
    .poll(() =>
      encodingSelect(page).evaluate((element) =>
        element instanceof HTMLInputElement ? element.value : element.textContent,
      ),
    )
    .toBe(option);
}

test('hashes the typed text, switches the encoding through the URL and compares a pasted digest', async ({ page }) => {
  await openPage(page, '/hash-text', textToHash);
  await expect(textToHash(page)).toBeFocused();
  await expect(textToHash(page)).toHaveAttribute('placeholder', 'Your string to hash...');
  await expectEncoding(page, 'Hexadecimal (base 16)');
  await expect(digest(page, 'MD5')).toHaveValue('d41d8cd98f00b204e9800998ecf8427e');
  await expect(digest(page, 'SHA3-256')).toHaveValue(
    'a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a',
  );

  await textToHash(page).fill('hello');
  for (const [algorithm, value] of Object.entries(hello)) await expect(digest(page, algorithm)).toHaveValue(value);
  for (const algorithm of rows) await expect(digest(page, algorithm)).toHaveAttribute('readonly', '');
  await expect(page.getByRole('img', { name: "Shown as 'SHA3' by it-tools / crypto-js" })).toBeVisible();

  // The other encodings' digests are checked by the unit tests; here, that the select is wired and linked.
  await chooseOption(page, 'Digest encoding', 'Base64 (base 64)');
  await expect(digest(page, 'SHA256')).toHaveValue('LPJNul+wow4m6DsqxbninhsWHlwfp0JecwQzYpOLmCQ=');
  await expect(page).toHaveURL(/[#&]encoding=Base64$/);
  await chooseOption(page, 'Digest encoding', 'Hexadecimal (base 16)');
  await expect(digest(page, 'SHA256')).toHaveValue(hello.SHA256);
  await expect(page).not.toHaveURL(/encoding=/);

  const compare = page.getByLabel('Compare with');
  await compare.fill(` ${hello.SHA256.toUpperCase()} `);
  await expect(page.getByText('Matches SHA256', { exact: true })).toBeVisible();
  await expect(page.getByText('Match', { exact: true })).toHaveCount(1);
  await compare.fill('0123456789abcdef');
  await expect(page.getByText('No digest matches', { exact: true })).toBeVisible();
  await expect(page.getByText('Match', { exact: true })).toHaveCount(0);

  // A link with the encoding as a query parameter presets it.
  await page.goto('/hash-text?encoding=Base64');
  await expectEncoding(page, 'Base64 (base 64)');
  await expect(digest(page, 'SHA256')).toHaveValue('47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
});

test.describe('large input', () => {
  test.setTimeout(120_000);

  test('10 MB of text is hashed in a worker, with a busy state, and a newer text wins over a large one', async ({
    page,
  }) => {
    const big = 'a'.repeat(10 * 1024 * 1024);
    const nodeDigest = (algorithm: string) => createHash(algorithm).update(big).digest('hex');
    await openPage(page, '/hash-text', textToHash);
    await expect(digest(page, 'MD5')).toHaveValue('d41d8cd98f00b204e9800998ecf8427e');

    await textToHash(page).fill(big);
    // Main-thread long tasks during this are measured by `npm run bench` (bench/heavy-input.js),
    // not here: a timed assertion would only measure how loaded the test machine is.
    const results = page.getByRole('group', { name: 'Digests' });
    await expect(results).toHaveAttribute('aria-busy', 'true');
    await expect(digest(page, 'SHA256')).toHaveAttribute('placeholder', 'Hashing…');
    await expect(digest(page, 'SHA256')).toHaveValue(nodeDigest('sha256'), { timeout: 60_000 });
    await expect(results).toHaveAttribute('aria-busy', 'false');

    await expect(page.getByText(/^Hashing…/)).toBeHidden();
    await expect(digest(page, 'MD5')).toHaveValue(nodeDigest('md5'));
    await expect(digest(page, 'SHA1')).toHaveValue(nodeDigest('sha1'));
    await expect(digest(page, 'SHA512')).toHaveValue(nodeDigest('sha512'));
    await expect(digest(page, 'SHA3-256')).toHaveValue(nodeDigest('sha3-256'));
    for (const algorithm of rows) await expect(digest(page, algorithm)).not.toHaveValue('');

    // Switching the encoding re-encodes the digests already computed: no new hashing.
    await chooseOption(page, 'Digest encoding', 'Base64 (base 64)');
    await expect(digest(page, 'SHA256')).toHaveValue(createHash('sha256').update(big).digest('base64'));
    await expect(page.getByText(/^Hashing…/)).toBeHidden();
    await chooseOption(page, 'Digest encoding', 'Hexadecimal (base 16)');

    await textToHash(page).fill('b'.repeat(4 * 1024 * 1024));
    await expect(page.getByText(/^Hashing…/)).toBeVisible();
    await textToHash(page).fill('hello');
    await expect(digest(page, 'SHA256')).toHaveValue(hello.SHA256);
    await expect(page.getByText(/^Hashing…/)).toBeHidden();
    // Long enough for the abandoned run to have finished, had it not been stopped or ignored.
    await page.waitForTimeout(3000);
    await expect(digest(page, 'SHA256')).toHaveValue(hello.SHA256);
    await expect(digest(page, 'MD5')).toHaveValue(hello.MD5);
  });
});
