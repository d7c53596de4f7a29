import { compareSync } from 'bcryptjs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectKeptSecret, openPage, test } from '../../../e2e/test';

// bcrypt is slow by design, and the machines running these tests are small and shared.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const jBcryptAbc = '$2a$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i';
const helloCost4 = '$2b$04$ErF7PMjGLKJDoYGj6NuhteQBUMtdUWD5KLPmRpEH5ltpIj5j9.tNO';
const roundsError = 'Rounds must be an integer between 4 and 31';

const hashCard = (page: Page) => page.getByRole('region', { name: 'Hash', exact: true });
const compareCard = (page: Page) => page.getByRole('region', { name: 'Compare string with hash', exact: true });
const yourString = (page: Page) => hashCard(page).getByLabel('Your string:', { exact: true });
const saltCount = (page: Page) => hashCard(page).getByLabel('Salt count:', { exact: true });
const hashed = (page: Page) => hashCard(page).getByLabel('Hashed string', { exact: true });
const hashStatus = (page: Page) => hashCard(page).getByRole('status', { name: 'Hashing status' });
const compareString = (page: Page) => compareCard(page).getByLabel('Your string:', { exact: true });
const compareHash = (page: Page) => compareCard(page).getByLabel('Your hash:', { exact: true });
const verdict = (page: Page) => compareCard(page).getByRole('status').filter({ hasText: 'Do they match ?' });

test.beforeEach(async ({ page }) => {
  await openPage(page, '/bcrypt', compareHash);
});

test('shows both cards with the labels, placeholders and defaults of the spec', async ({ page }) => {
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
});

test('hashes "hello" at salt count 10, shows the time taken and copies the hash', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await yourString(page).fill('hello');
  await expect(hashed(page)).toHaveValue(/^\$2[aby]\$10\$[./A-Za-z0-9]{53}$/);
  await expect(hashStatus(page)).toHaveText(/^Hashed in \d+ ms/);
  const hash = await hashed(page).inputValue();
  expect(compareSync('hello', hash)).toBe(true);
  await expect(saltCount(page)).toHaveAccessibleDescription(/^1,024 rounds: about .+; each step doubles it\.$/);

  await hashCard(page).getByRole('button', { name: 'Copy hash' }).click();
  await expect(page.getByText('Hashed string copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hash);
});

test('every change gives a new salt; the cost follows "Salt count:"', async ({ page }) => {
  await yourString(page).fill('hello');
  await expect(hashed(page)).toHaveValue(/^\$2b\$10\$/);
  const first = await hashed(page).inputValue();
  await saltCount(page).fill('4');
  await expect(hashed(page)).toHaveValue(/^\$2b\$04\$[./A-Za-z0-9]{53}$/);
  expect(compareSync('hello', await hashed(page).inputValue())).toBe(true);
  await saltCount(page).fill('10');
  await expect(hashed(page)).toHaveValue(/^\$2b\$10\$/);
  await expect(hashed(page)).not.toHaveValue(first);
});

test('a salt count outside 4–31 or not an integer shows the error, keeps the input and gives no hash', async ({
  page,
}) => {
  await expect(hashed(page)).not.toHaveValue('');
  for (const bad of ['3', '32', '100', '0', 'abc', '10.5', '-4', '']) {
    await saltCount(page).fill(bad);
    await expect(hashCard(page).getByText(roundsError)).toBeVisible();
    await expect(saltCount(page)).toHaveValue(bad);
    await expect(saltCount(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(hashed(page)).toHaveValue('');
    await expect(hashCard(page).getByRole('button', { name: 'Copy hash' })).toBeDisabled();
  }
  await saltCount(page).fill('5');
  await expect(hashCard(page).getByText(roundsError)).toBeHidden();
  await expect(hashed(page)).toHaveValue(/^\$2b\$05\$/);
});

test('warns when the string is over 72 bytes of UTF-8', async ({ page }) => {
  await yourString(page).fill('é'.repeat(36));
  await expect(hashCard(page).getByRole('alert')).toBeHidden();
  await yourString(page).fill('é'.repeat(37));
  await expect(hashCard(page).getByRole('alert')).toHaveText(
    'Your string is 74 bytes long in UTF-8: bcrypt only uses the first 72 bytes, the rest does not change the hash.',
  );
  await compareString(page).fill('x'.repeat(80));
  await expect(compareCard(page).getByRole('alert')).toContainText('Your string is 80 bytes long');
});

test.describe('compare', () => {
  test('"abc" matches the OpenBSD/jBCrypt vector, "abd" does not', async ({ page }) => {
    await compareString(page).fill('abc');
    await compareHash(page).fill(jBcryptAbc);
    await expect(verdict(page)).toHaveText('Do they match ?Yes');
    await compareString(page).fill('abd');
    await expect(verdict(page)).toHaveText('Do they match ?No');
  });

  test('"hello" matches the $2b$04$ hash, and the hash is split into its parts', async ({ page }) => {
    await compareString(page).fill('hello');
    await compareHash(page).fill(helloCost4);
    await expect(verdict(page)).toHaveText('Do they match ?Yes');
    const parts = compareCard(page).getByRole('table', { name: 'Parts of the hash' });
    await expect(parts.getByRole('row', { name: /^Variant/ })).toContainText('$2b$');
    await expect(parts.getByRole('row', { name: /^Cost/ })).toContainText('4 (16 rounds)');
    await expect(parts.getByRole('row', { name: /^Salt/ })).toContainText('ErF7PMjGLKJDoYGj6Nuhte');
    await expect(parts.getByRole('row', { name: /^Checksum/ })).toContainText('QBUMtdUWD5KLPmRpEH5ltpIj5j9.tNO');
  });

  test('accepts the $2a$, $2x$ and $2y$ prefixes', async ({ page }) => {
    await compareString(page).fill('hello');
    for (const variant of ['2a', '2x', '2y']) {
      await compareHash(page).fill(helloCost4.replace('$2b$', `$${variant}$`));
      await expect(verdict(page)).toHaveText('Do they match ?Yes');
    }
  });

  test('an empty, malformed or truncated hash gives "No"; a non-bcrypt one also the error', async ({ page }) => {
    await compareString(page).fill('hello');
    await expect(verdict(page)).toHaveText('Do they match ?No');
    await expect(compareCard(page).getByText('Not a valid bcrypt hash')).toBeHidden();
    for (const bad of [
      helloCost4.slice(0, 40),
      'not a hash',
      '$2c$04$ErF7PMjGLKJDoYGj6NuhteQBUMtdUWD5KLPmRpEH5ltpIj5j9.tNO',
    ]) {
      await compareHash(page).fill(bad);
      await expect(verdict(page)).toHaveText('Do they match ?No');
      await expect(compareCard(page).getByText('Not a valid bcrypt hash')).toBeVisible();
      await expect(compareHash(page)).toHaveValue(bad);
    }
    await compareHash(page).fill('');
    await expect(compareCard(page).getByText('Not a valid bcrypt hash')).toBeHidden();
  });

  test('a hash made by the Hash card matches its string', async ({ page }) => {
    await yourString(page).fill('round trip ✓');
    await saltCount(page).fill('5');
    await expect(hashed(page)).toHaveValue(/^\$2b\$05\$/);
    await compareString(page).fill('round trip ✓');
    await compareHash(page).fill(await hashed(page).inputValue());
    await expect(verdict(page)).toHaveText('Do they match ?Yes');
  });
});

test.describe('high costs run in a worker', () => {
  test('cost 31 keeps the page responsive, shows progress, and a newer input wins', async ({ page }) => {
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
  });

  test('a long run can be stopped', async ({ page }) => {
    await saltCount(page).fill('24');
    const stop = hashCard(page).getByRole('button', { name: 'Stop' });
    await stop.click();
    await expect(hashStatus(page)).toHaveText('Stopped. Change the string or the salt count to hash again.');
    await expect(hashed(page)).toHaveValue('');
    await yourString(page).fill('again');
    await expect(hashStatus(page)).toContainText('Hashing…');
    await saltCount(page).fill('6');
    await expect(hashed(page)).toHaveValue(/^\$2b\$06\$/);
  });

  test('comparing with a cost-31 hash does not freeze the tab and can be stopped', async ({ page }) => {
    await compareString(page).fill('hello');
    await compareHash(page).fill(helloCost4.replace('$04$', '$31$'));
    await expect(verdict(page)).toContainText('Comparing…');
    await compareCard(page).getByRole('button', { name: 'Stop' }).click();
    await expect(verdict(page)).toHaveText('Do they match ?not checked (stopped)');
    await compareHash(page).fill(helloCost4);
    await expect(verdict(page)).toHaveText('Do they match ?Yes');
  });
});

test.describe('links', () => {
  test('a link with the salt count and a hash in its fragment opens the tool with them', async ({ page }) => {
    await openPage(page, `/bcrypt#${new URLSearchParams({ saltCount: '5', hash: helloCost4 })}`, compareHash);
    await expect(saltCount(page)).toHaveValue('5');
    await expect(hashed(page)).toHaveValue(/^\$2b\$05\$[./A-Za-z0-9]{53}$/);
    await expect(compareHash(page)).toHaveValue(helloCost4);
    await compareString(page).fill('hello');
    await expect(verdict(page)).toHaveText('Do they match ?Yes');
  });

  test('the strings never reach the address or storage, and a link cannot fill them', async ({ page }) => {
    await yourString(page).fill('hunter2');
    await compareString(page).fill('hunter3');
    await saltCount(page).fill('4');
    await expect(page).toHaveURL(/#saltCount=4$/);
    await expectKeptSecret(page, 'hunter');

    await openPage(page, '/bcrypt?text=hunter2#text=hunter2&compareText=hunter3', compareHash);
    await expect(yourString(page)).toHaveValue('');
    await expect(compareString(page)).toHaveValue('');
  });
});
