import type { Page } from '@playwright/test';
import { chooseOption, expect, openPage, test, waitUntilInteractive } from '../../../e2e/test';

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

test('an empty password is cracked instantly; the field is a focused password field', async ({ page }) => {
  await openPage(page, '/password-strength-analyser', passwordField);
  await expect(passwordField(page)).toBeFocused();
  await expect(passwordField(page)).toHaveAttribute('type', 'password');
  await expect(passwordField(page)).toHaveAttribute('placeholder', 'Enter a password...');
  await expect(page.getByRole('heading', { name: 'Duration to crack this password with brute force' })).toBeVisible();
  await expectAnalysis(page, { duration: 'Instantly', length: '0', entropy: '0', setSize: '0', score: '0 / 100' });
  await expect(page.getByText(/does not consider dictionary attacks/)).toBeVisible();
});

const examples = [
  {
    password: 'password',
    duration: '3 minutes, 28 seconds',
    length: '8',
    entropy: '37.6',
    setSize: '26',
    score: '29 / 100',
  },
  {
    password: 'Password1',
    duration: '5 months, 6 days',
    length: '9',
    entropy: '53.59',
    setSize: '62',
    score: '42 / 100',
  },
  {
    password: 'Tr0ub4dor&3',
    duration: '160 millennia, 5 centuries',
    length: '11',
    entropy: '72.1',
    setSize: '94',
    score: '56 / 100',
  },
  {
    password: 'ABCabc123!@#',
    duration: '15,091 millennia, 3 centuries',
    length: '12',
    entropy: '78.66',
    setSize: '94',
    score: '61 / 100',
  },
];

test('estimates the spec examples live, as the password is typed', async ({ page }) => {
  await openPage(page, '/password-strength-analyser', passwordField);
  for (const { password, ...expected } of examples) {
    await passwordField(page).fill(password);
    await expectAnalysis(page, expected);
  }
  await passwordField(page).fill('');
  await expectAnalysis(page, { duration: 'Instantly', length: '0', entropy: '0', setSize: '0', score: '0 / 100' });
});

test('counts an emoji as two characters of the special set', async ({ page }) => {
  await openPage(page, '/password-strength-analyser', passwordField);
  await passwordField(page).pressSequentially('a🔑');
  await expectAnalysis(page, {
    duration: 'Instantly',
    length: '3',
    entropy: '17.57',
    setSize: '58',
    score: '14 / 100',
  });
});

test('the strength bar follows the score', async ({ page }) => {
  await openPage(page, '/password-strength-analyser', passwordField);
  await expect(meter(page)).toHaveAttribute('aria-valuenow', '0');
  await passwordField(page).fill('Password1');
  await expect(meter(page)).toHaveAttribute('aria-valuenow', '42');
  await expect(meter(page)).toHaveAttribute('aria-valuetext', 'Weak, 42 / 100');
  await passwordField(page).fill('correct horse battery staple, 2 of them!');
  await expect(meter(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(durationCard(page)).toContainText('Very strong');
});

test('shows and hides the password, and clears it', async ({ page }) => {
  await openPage(page, '/password-strength-analyser', passwordField);
  await passwordField(page).fill('Password1');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(passwordField(page)).toHaveAttribute('type', 'text');
  await expect(passwordField(page)).toHaveValue('Password1');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(passwordField(page)).toHaveAttribute('type', 'password');

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(passwordField(page)).toHaveValue('');
  await expect(passwordField(page)).toBeFocused();
  await expect(durationCard(page)).toContainText('Instantly');
  await expect(page.getByRole('button', { name: 'Clear', exact: true })).toBeDisabled();
});

test('the password never reaches the URL or storage, and is gone after a reload', async ({ page }) => {
  await openPage(page, '/password-strength-analyser', passwordField);
  await passwordField(page).fill('Tr0ub4dor&3');
  await expect(durationCard(page)).toContainText('160 millennia, 5 centuries');
  expect(page.url()).not.toContain('Tr0ub4dor');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('Tr0ub4dor');
  await page.reload();
  await waitUntilInteractive(passwordField(page));
  await expect(passwordField(page)).toHaveValue('');
});

test('attacker speed presets change the duration only, mirrored in the URL', async ({ page }) => {
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
});

test('the attacker speed comes from the URL', async ({ page }) => {
  await openPage(page, '/password-strength-analyser?speed=fast-hash', passwordField);
  await expect(page.getByRole('combobox', { name: 'Attacker speed' })).toHaveText(/10 billion guesses per second/);
  await passwordField(page).fill('password');
  await expect(durationCard(page)).toContainText('20 seconds');
});

test('copies the duration', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/password-strength-analyser', passwordField);
  await passwordField(page).fill('Password1');
  await expect(durationCard(page)).toContainText('5 months, 6 days');
  await durationCard(page).getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('5 months, 6 days');
});
