import type { Page } from '@playwright/test';
import { chooseOption, expect, expectKeptSecret, openPage, test, waitUntilInteractive } from '../../../e2e/test';

const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });
const durationCard = (page: Page) =>
  page.getByRole('region', { name: 'Duration to crack this password with brute force' });
const detail = (page: Page, label: string) =>
  page.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');
const meter = (page: Page) => page.getByRole('meter', { name: 'Strength' });

async function expectAnalysis(
  page: Page,
  {
    duration,
    length,
    entropy,
    setSize,
    score,
  }: { duration: string; length: string; entropy: string; setSize: string; score: string },
) {
  await expect(durationCard(page)).toContainText(duration);
  await expect(detail(page, 'Password length:')).toHaveText(length);
  await expect(detail(page, 'Entropy:')).toHaveText(entropy);
  await expect(detail(page, 'Character set size:')).toHaveText(setSize);
  await expect(detail(page, 'Score:')).toHaveText(score);
}

// The machine running the suite may be busy: give page loads room.
test.describe.configure({ timeout: 60_000 });

const emptyAnalysis = { duration: 'Instantly', length: '0', entropy: '0', setSize: '0', score: '0 / 100' };

// The other spec examples are checked by the unit tests (analysePassword).
test('estimates the password as it is typed, copies the duration, shows, hides and clears the password', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/password-strength-analyser', passwordField);
  await expect(passwordField(page)).toBeFocused();
  await expect(passwordField(page)).toHaveAttribute('type', 'password');
  await expect(passwordField(page)).toHaveAttribute('placeholder', 'Enter a password...');
  await expect(page.getByRole('heading', { name: 'Duration to crack this password with brute force' })).toBeVisible();
  await expectAnalysis(page, emptyAnalysis);
  await expect(page.getByText(/does not consider dictionary attacks/)).toBeVisible();
  await expect(meter(page)).toHaveAttribute('aria-valuenow', '0');

  await passwordField(page).fill('Password1');
  await expectAnalysis(page, {
    duration: '5 months, 6 days',
    length: '9',
    entropy: '53.59',
    setSize: '62',
    score: '42 / 100',
  });
  await expect(meter(page)).toHaveAttribute('aria-valuenow', '42');
  await expect(meter(page)).toHaveAttribute('aria-valuetext', 'Weak, 42 / 100');
  await durationCard(page).getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('5 months, 6 days');

  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(passwordField(page)).toHaveAttribute('type', 'text');
  await expect(passwordField(page)).toHaveValue('Password1');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(passwordField(page)).toHaveAttribute('type', 'password');

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(passwordField(page)).toHaveValue('');
  await expect(passwordField(page)).toBeFocused();
  await expectAnalysis(page, emptyAnalysis);
  await expect(page.getByRole('button', { name: 'Clear', exact: true })).toBeDisabled();

  // Typed with the keyboard, an emoji counts as two characters of the special set.
  await passwordField(page).pressSequentially('a🔑');
  await expectAnalysis(page, {
    duration: 'Instantly',
    length: '3',
    entropy: '17.57',
    setSize: '58',
    score: '14 / 100',
  });

  await passwordField(page).fill('correct horse battery staple, 2 of them!');
  await expect(meter(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(durationCard(page)).toContainText('Very strong');
});

test('attacker speeds change the duration only, through the URL; the password stays out of it and storage', async ({
  page,
}) => {
  await openPage(page, '/password-strength-analyser', passwordField);
  await passwordField(page).fill('password');
  await expect(durationCard(page)).toContainText('3 minutes, 28 seconds');

  await chooseOption(page, 'Attacker speed', 'Online attack, throttled: 10 guesses per second');
  await expectAnalysis(page, {
    duration: '6 centuries, 6 decades',
    length: '8',
    entropy: '37.6',
    setSize: '26',
    score: '29 / 100',
  });
  await expect(page).toHaveURL(/[#&]speed=online(&|$)/);

  await chooseOption(page, 'Attacker speed', /bcrypt cost 10/);
  await expect(durationCard(page)).toContainText('8 months, 1 day');
  await expect(page).toHaveURL(/[#&]speed=bcrypt(&|$)/);

  // A change of speed after typing: the address has been written since the password was.
  await passwordField(page).fill('Tr0ub4dor&3');
  await chooseOption(page, 'Attacker speed', '1 billion guesses per second');
  await expect(durationCard(page)).toContainText('160 millennia, 5 centuries');
  await expect(page).not.toHaveURL(/speed=/);
  await expectKeptSecret(page, 'Tr0ub4dor');
  await page.reload();
  await waitUntilInteractive(passwordField(page));
  await expect(passwordField(page)).toHaveValue('');

  await openPage(page, '/password-strength-analyser?speed=fast-hash', passwordField);
  await expect(page.getByRole('combobox', { name: 'Attacker speed' })).toHaveText(/10 billion guesses per second/);
  await passwordField(page).fill('password');
  await expect(durationCard(page)).toContainText('20 seconds');
});
