import type { Locator, Page } from '@playwright/test';
import { expect, expectKeptSecret, openPage, test } from '../../../e2e/test';

const legalWinner = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
const lengthMessage = 'Entropy must be 32, 40, 48, 56 or 64 hex characters (128–256 bits)';
const hexMessage = 'Entropy must be hexadecimal';
const englishWord = '[a-z]{3,8}';
const englishPhrase = (words: number) => new RegExp(`^${englishWord}( ${englishWord}){${words - 1}}$`);

const entropy = (page: Page) => page.getByLabel('Entropy (seed):', { exact: true });
const mnemonic = (page: Page) => page.getByLabel('Passphrase (mnemonic):', { exact: true });
const language = (page: Page) => page.getByRole('combobox', { name: 'Language:' });
const seedCard = (page: Page) => page.getByRole('region', { name: 'BIP39 seed', exact: true });
const seedPassphrase = (page: Page) => seedCard(page).getByLabel('Seed passphrase (optional):', { exact: true });
const seed = (page: Page) => seedCard(page).getByLabel('Seed (hex):', { exact: true });

/** The copy button inside a field (the kit names every icon copy button the same). */
const copyButtonOf = (page: Page, field: Locator) =>
  page.locator('.mantine-InputWrapper-root').filter({ has: field }).getByRole('button', { name: 'Copy to clipboard' });

async function chooseLanguage(page: Page, name: string) {
  await language(page).click();
  await language(page).fill(name.slice(0, 4));
  // The shell has a language picker of its own: look in this field's list only.
  await page.getByRole('listbox', { name: 'Language:' }).getByRole('option', { name, exact: true }).click();
  await expect(language(page)).toHaveValue(name);
}

async function open(page: Page) {
  await openPage(page, '/bip39-generator', entropy);
  await expect(entropy(page)).toHaveValue(/^[0-9a-f]{32}$/);
}

// The machine running the tests may be busy: page loads get room to breathe.
test.describe.configure({ timeout: 90_000 });

test('generates entropy and its phrase, converts both ways, copies them, follows the options and flags bad input', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  await open(page);
  await expect(language(page)).toHaveValue('English');
  await expect(mnemonic(page)).toHaveValue(englishPhrase(12));
  await expect(page.getByText('Not for real wallets')).toBeVisible();
  const first = await entropy(page).inputValue();
  const firstPhrase = await mnemonic(page).inputValue();

  await page.getByRole('button', { name: 'Refresh entropy' }).click();
  await expect(entropy(page)).not.toHaveValue(first);
  await expect(entropy(page)).toHaveValue(/^[0-9a-f]{32}$/);
  await expect(mnemonic(page)).not.toHaveValue(firstPhrase);
  await expect(mnemonic(page)).toHaveValue(englishPhrase(12));

  await page.getByText('24', { exact: true }).click();
  await expect(entropy(page)).toHaveValue(/^[0-9a-f]{64}$/);
  await expect(mnemonic(page)).toHaveValue(englishPhrase(24));
  const longEntropy = await entropy(page).inputValue();
  await page.getByRole('button', { name: 'Refresh entropy' }).click();
  await expect(entropy(page)).not.toHaveValue(longEntropy);
  await expect(entropy(page)).toHaveValue(/^[0-9a-f]{64}$/);

  await entropy(page).fill('7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f');
  await expect(mnemonic(page)).toHaveValue(legalWinner);
  await copyButtonOf(page, entropy(page)).click();
  await expect(page.getByText('Entropy copied to the clipboard')).toBeVisible();
  expect(await clipboard()).toBe('7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f');
  await copyButtonOf(page, mnemonic(page)).click();
  await expect(page.getByText('Passphrase copied to the clipboard')).toBeVisible();
  expect(await clipboard()).toBe(legalWinner);
  await page.getByRole('button', { name: 'Copy as numbered list' }).click();
  await expect.poll(clipboard).toBe(
    legalWinner
      .split(' ')
      .map((word, index) => `${index + 1}. ${word}`)
      .join('\n'),
  );

  await mnemonic(page).fill('scheme spot photo card baby mountain device kick cradle pact join borrow');
  await expect(entropy(page)).toHaveValue('c0ba5a8e914111210f2bd131f3d5e08d');

  await mnemonic(page).fill(`${'abandon '.repeat(11)}about`);
  await expect(seed(page)).toHaveValue(/^[0-9a-f]{128}$/);
  await seedPassphrase(page).fill('TREZOR');
  await expect(seed(page)).toHaveValue(
    'c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04',
  );

  // A valid typed phrase is carried over to the new language as its entropy.
  await mnemonic(page).fill(legalWinner);
  await expect(entropy(page)).toHaveValue('7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f');
  await chooseLanguage(page, 'Japanese');
  // Japanese words are joined by the ideographic space U+3000, never by a plain space.
  await expect(mnemonic(page)).toHaveValue(/^[^\s]+(\u3000[^\s]+){11}$/);
  await expect(entropy(page)).toHaveValue('7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f');

  await entropy(page).fill('00000000000000000000000000000000');
  await chooseLanguage(page, 'French');
  await expect(mnemonic(page)).toHaveValue(`${'abaisser '.repeat(11)}abeille`);
  await expect(entropy(page)).toHaveValue('00000000000000000000000000000000');
  await chooseLanguage(page, 'English');
  await expect(mnemonic(page)).toHaveValue(`${'abandon '.repeat(11)}about`);

  // Bad input stays as typed, with its message under the field, and empties the other field.
  await entropy(page).fill('abc');
  await expect(entropy(page)).toHaveAccessibleDescription(lengthMessage);
  await expect(entropy(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(entropy(page)).toHaveValue('abc');
  await expect(mnemonic(page)).toHaveValue('');

  await entropy(page).fill('not hexadecimal at all, no no no');
  await expect(page.getByText(hexMessage)).toBeVisible();
  await expect(page.getByText(lengthMessage)).toHaveCount(0);
  await expect(mnemonic(page)).toHaveValue('');

  await entropy(page).fill('7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f');
  await expect(page.getByText(hexMessage)).toHaveCount(0);
  await expect(mnemonic(page)).toHaveValue(legalWinner);

  await mnemonic(page).fill('legal winner thank year wave sausage worth useful legal winner thank zoo');
  await expect(mnemonic(page)).toHaveAccessibleDescription('Invalid mnemonic');
  await expect(entropy(page)).toHaveValue('');
  await expect(mnemonic(page)).toHaveValue('legal winner thank year wave sausage worth useful legal winner thank zoo');
  await expect(seed(page)).toHaveValue('');
});

test('keeps the secrets out of storage and the URL; a link sets the language and word count only', async ({ page }) => {
  await open(page);
  await entropy(page).fill('7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f');
  await seedPassphrase(page).fill('TREZOR');
  await chooseLanguage(page, 'Spanish');
  await expect(mnemonic(page)).not.toHaveValue('');
  await expect(page).toHaveURL(/\/bip39-generator#language=spanish$/);
  for (const secret of ['7f7f', 'legal', 'TREZOR']) await expectKeptSecret(page, secret);

  // A link naming the secrets does not fill them in.
  const zeros = '0'.repeat(32);
  await openPage(page, `/bip39-generator?entropy=${zeros}#entropy=${zeros}&passphrase=hunter2`, entropy);
  await expect(entropy(page)).toHaveValue(/^[0-9a-f]{32}$/);
  await expect(entropy(page)).not.toHaveValue(zeros);
  await expect(seedPassphrase(page)).toHaveValue('');

  // Another query than the open page's: a new page load, not a jump within this one.
  await openPage(page, '/bip39-generator#language=french&words=24', entropy);
  await expect(language(page)).toHaveValue('French');
  await expect(page.getByRole('radio', { name: '24', exact: true })).toBeChecked();
  await expect(entropy(page)).toHaveValue(/^[0-9a-f]{64}$/);
  await expect(mnemonic(page)).toHaveValue(/^\S+( \S+){23}$/);
  await entropy(page).fill('00000000000000000000000000000000');
  await expect(mnemonic(page)).toHaveValue(`${'abaisser '.repeat(11)}abeille`);
});
