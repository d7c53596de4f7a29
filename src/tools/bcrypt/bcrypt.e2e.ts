import { compareSync } from 'bcryptjs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectKeptSecret, openPage, test } from '../../../e2e/test';

// bcrypt is slow by design, and the machines running these tests are small and shared.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const helloCost4 = '$2b$04$ErF7PMjGLKJDoYGj6NuhteQBUMtdUWD5KLPmRpEH5ltpIj5j9.tNO';
const roundsError = 'Rounds must be an integer between 4 and 31';

const hashCard = (page: Page) => page.getByRole('region', { name: 'Hash', exact: true });
const compareCard = (page: Page) => page.getByRole('region', { name: 'Compare string with hash', exact: true });
const yourString = (page: Page) => hashCard(page).getByLabel('Your string:', { exact: true });
const saltCount = (page: Page) => hashCard(page).getByLabel('Salt count:', { exact: true });
const hashed = (page: Page) => hashCard(page).getByLabel('Hashed string', { exact: true });
const hashStatus = (page: Page) => hashCard(page).getByRole('status', { name: 'Hashing status' });
const copyHash = (page: Page) => hashCard(page).getByRole('button', { name: 'Copy hash' });
const compareString = (page: Page) => compareCard(page).getByLabel('Your string:', { exact: true });
const compareHash = (page: Page) => compareCard(page).getByLabel('Your hash:', { exact: true });
const verdict = (page: Page) => compareCard(page).getByRole('status').filter({ hasText: 'Do they match ?' });
const invalidHash = (page: Page) => compareCard(page).getByText('Not a valid bcrypt hash');

// Which strings match which hashes, every salt count and hash refused, and the 72-byte limit are
// in bcrypt.test.ts; here, that the page wires them up.
test('hashes, copies and compares strings, flags bad input, and keeps the strings out of links', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/bcrypt', compareHash);

  await expect(page.getByRole('heading', { name: 'Hash', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Compare string with hash', exact: true })).toBeVisible();
  await expect(yourString(page)).toHaveAttribute('placeholder', 'Your string to bcrypt...');
  await expect(saltCount(page)).toHaveValue('10');
  await expect(compareString(page)).toHaveAttribute('placeholder', 'Your string to compare...');
  await expect(compareHash(page)).toHaveAttribute('placeholder', 'Your hash to compare...');
  await expect(hashed(page)).toHaveAttribute('readonly', '');
  // The empty string is hashed too, after hydration, with a fresh salt.
  await expect(hashed(page)).toHaveValue(/^\$2b\$10\$[./A-Za-z0-9]{53}$/);
  expect(compareSync('', await hashed(page).inputValue())).toBe(true);
  await expect(verdict(page)).toHaveText('Do they match ?No');

  // The spec example, its time taken, and the copy button.
  await yourString(page).fill('hello');
  await expect(hashed(page)).toHaveValue(/^\$2[aby]\$10\$[./A-Za-z0-9]{53}$/);
  await expect(hashStatus(page)).toHaveText(/^Hashed in \d+ ms/);
  const hash = await hashed(page).inputValue();
  expect(compareSync('hello', hash)).toBe(true);
  await expect(saltCount(page)).toHaveAccessibleDescription(/^1,024 rounds: about .+; each step doubles it\.$/);
  await copyHash(page).click();
  await expect(page.getByText('Hashed string copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hash);

  // Every change gives a new salt; the cost follows "Salt count:".
  await saltCount(page).fill('4');
  await expect(hashed(page)).toHaveValue(/^\$2b\$04\$[./A-Za-z0-9]{53}$/);
  expect(compareSync('hello', await hashed(page).inputValue())).toBe(true);
  await saltCount(page).fill('10');
  await expect(hashed(page)).toHaveValue(/^\$2b\$10\$/);
  await expect(hashed(page)).not.toHaveValue(hash);

  // Out of range, not an integer, empty: the error, the input kept, and no hash to copy.
  for (const bad of ['3', 'abc', '']) {
    await saltCount(page).fill(bad);
    await expect(hashCard(page).getByText(roundsError)).toBeVisible();
    await expect(saltCount(page)).toHaveValue(bad);
    await expect(saltCount(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(hashed(page)).toHaveValue('');
    await expect(copyHash(page)).toBeDisabled();
  }
  await saltCount(page).fill('5');
  await expect(hashCard(page).getByText(roundsError)).toBeHidden();
  await expect(hashed(page)).toHaveValue(/^\$2b\$05\$/);

  // Over 72 bytes of UTF-8, in either card.
  await yourString(page).fill('é'.repeat(36));
  await expect(hashCard(page).getByRole('alert')).toBeHidden();
  await yourString(page).fill('é'.repeat(37));
  await expect(hashCard(page).getByRole('alert')).toHaveText(
    'Your string is 74 bytes long in UTF-8: bcrypt only uses the first 72 bytes, the rest does not change the hash.',
  );
  await compareString(page).fill('x'.repeat(80));
  await expect(compareCard(page).getByRole('alert')).toContainText('Your string is 80 bytes long');

  // Comparing: the verdict follows both fields, and the hash is split into its parts.
  await compareString(page).fill('hello');
  await compareHash(page).fill(helloCost4);
  await expect(verdict(page)).toHaveText('Do they match ?Yes');
  const parts = compareCard(page).getByRole('table', { name: 'Parts of the hash' });
  await expect(parts.getByRole('row', { name: /^Variant/ })).toContainText('$2b$');
  await expect(parts.getByRole('row', { name: /^Cost/ })).toContainText('4 (16 rounds)');
  await expect(parts.getByRole('row', { name: /^Salt/ })).toContainText('ErF7PMjGLKJDoYGj6Nuhte');
  await expect(parts.getByRole('row', { name: /^Checksum/ })).toContainText('QBUMtdUWD5KLPmRpEH5ltpIj5j9.tNO');
  await compareString(page).fill('hellO');
  await expect(verdict(page)).toHaveText('Do they match ?No');
  await compareHash(page).fill('not a hash');
  await expect(verdict(page)).toHaveText('Do they match ?No');
  await expect(invalidHash(page)).toBeVisible();
  await expect(compareHash(page)).toHaveValue('not a hash');

  // A hash made by the Hash card matches its string.
  await yourString(page).fill('round trip ✓');
  await expect(hashed(page)).toHaveValue(/^\$2b\$05\$/);
  await compareString(page).fill('round trip ✓');
  await compareHash(page).fill(await hashed(page).inputValue());
  await expect(invalidHash(page)).toBeHidden();
  await expect(verdict(page)).toHaveText('Do they match ?Yes');
  await compareHash(page).fill('');
  await expect(invalidHash(page)).toBeHidden();
  await expect(verdict(page)).toHaveText('Do they match ?No');

  // The strings never reach the address or storage...
  await yourString(page).fill('hunter2');
  await compareString(page).fill('hunter3');
  await saltCount(page).fill('4');
  await expect(page).toHaveURL(/#saltCount=4$/);
  await expectKeptSecret(page, 'hunter');

  // ...and a link cannot fill them; it carries the salt count and a hash to check.
  await page.goto('/bcrypt?text=hunter2#text=hunter2&compareText=hunter3');
  await expect(yourString(page)).toHaveValue('');
  await expect(compareString(page)).toHaveValue('');
  await page.goto(`/bcrypt#${new URLSearchParams({ saltCount: '5', hash: helloCost4 })}`);
  await expect(saltCount(page)).toHaveValue('5');
  await expect(hashed(page)).toHaveValue(/^\$2b\$05\$[./A-Za-z0-9]{53}$/);
  await expect(compareHash(page)).toHaveValue(helloCost4);
  await compareString(page).fill('hello');
  await expect(verdict(page)).toHaveText('Do they match ?Yes');
});

test('high costs run in a worker: the page stays responsive, and a run is superseded or stopped', async ({ page }) => {
  await openPage(page, '/bcrypt', compareHash);
  await yourString(page).fill('hello');
  await saltCount(page).fill('31');
  await expect(saltCount(page)).toHaveAccessibleDescription(/^2,147,483,648 rounds: about .+ (days|years)/);
  await expect(hashStatus(page)).toContainText(/Hashing… \d/);
  await expect(hashed(page)).toHaveValue('');
  // Were it hashed on the main thread, the tab would hang for days: nothing below could happen.
  await expect(hashStatus(page)).toHaveAttribute('aria-busy', 'true');
  await compareString(page).fill('x'.repeat(80));
  await expect(compareCard(page).getByRole('alert')).toContainText('Your string is 80 bytes long');
  await yourString(page).fill('typing still works');
  await expect(yourString(page)).toHaveValue('typing still works');
  await expect(hashStatus(page)).toContainText(/Hashing… \d/);
  await expect(hashed(page)).toHaveValue('');

  // A lower cost supersedes the endless run.
  await saltCount(page).fill('4');
  await expect(hashed(page)).toHaveValue(/^\$2b\$04\$/);
  expect(compareSync('typing still works', await hashed(page).inputValue())).toBe(true);
  await expect(hashStatus(page)).toHaveText(/^Hashed in \d+ ms/);

  // A long run can be stopped, and a change starts hashing again.
  await saltCount(page).fill('24');
  await hashCard(page).getByRole('button', { name: 'Stop' }).click();
  await expect(hashStatus(page)).toHaveText('Stopped. Change the string or the salt count to hash again.');
  await expect(hashed(page)).toHaveValue('');
  await yourString(page).fill('again');
  await expect(hashStatus(page)).toContainText('Hashing…');
  await saltCount(page).fill('6');
  await expect(hashed(page)).toHaveValue(/^\$2b\$06\$/);

  // So can a comparison with a cost-31 hash.
  await compareString(page).fill('hello');
  await compareHash(page).fill(helloCost4.replace('$04$', '$31$'));
  await expect(verdict(page)).toContainText('Comparing…');
  await compareCard(page).getByRole('button', { name: 'Stop' }).click();
  await expect(verdict(page)).toHaveText('Do they match ?not checked (stopped)');
  await compareHash(page).fill(helloCost4);
  await expect(verdict(page)).toHaveText('Do they match ?Yes');
});
