import type { Page } from '@playwright/test';
import { chooseOption, expect, expectKeptSecret, openPage, test, waitUntilInteractive } from '../../../e2e/test';

const secretField = (page: Page) => page.getByRole('textbox', { name: 'Secret', exact: true });
const codeButton = (page: Page, label: 'Previous' | 'Current OTP' | 'Next') =>
  page.getByRole('button', { name: new RegExp(`^${label} `) });
const output = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const codeToValidate = (page: Page) => page.getByRole('textbox', { name: 'Code to validate', exact: true });
const periodField = (page: Page) => page.getByRole('textbox', { name: 'Period (seconds)', exact: true });
const issuerField = (page: Page) => page.getByRole('textbox', { name: 'Issuer', exact: true });
const importField = (page: Page) => page.getByRole('textbox', { name: 'Import key URI', exact: true });
const digitsSelect = (page: Page) => page.getByRole('combobox', { name: 'Digits', exact: true });

async function expectCodes(page: Page, previous: string, current: string, next: string) {
  await expect(codeButton(page, 'Previous')).toHaveText(previous);
  await expect(codeButton(page, 'Current OTP')).toHaveText(current);
  await expect(codeButton(page, 'Next')).toHaveText(next);
}

/** Opens the tool and waits for its first secret, made in the browser once the page has hydrated. */
async function openTool(page: Page, url = '/otp-generator') {
  await openPage(page, url, secretField);
  await expect(secretField(page)).toHaveValue(/^[A-Z2-7]{16}$/);
}

// The codes, checks, key URIs and errors for each input are unit-tested (otp-generator.test.ts);
// here, the page's wiring, its clock, clipboard and address.
test.describe.configure({ timeout: 60_000 });

test('a fresh secret and live codes; HOTP mode; the secret never reaches the address or storage', async ({ page }) => {
  await openTool(page);
  const first = await secretField(page).inputValue();
  await expect(codeButton(page, 'Current OTP')).toHaveText(/^\d{6}$/);
  await expect(page.getByText(/^Next in \d\ds$/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Time left in this period' })).toBeVisible();
  await expect(output(page, 'Key URI')).toHaveValue(
    `otpauth://totp/IT-Tools:demo-user?issuer=IT-Tools&secret=${first}&algorithm=SHA1&digits=6&period=30`,
  );
  await page.getByRole('button', { name: 'Generate a new random secret' }).click();
  await expect(secretField(page)).not.toHaveValue(first);
  await expect(secretField(page)).toHaveValue(/^[A-Z2-7]{16}$/);

  // HOTP: codes around a counter, and the counter in the key URI.
  await secretField(page).fill('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  await chooseOption(page, 'Type', 'HOTP (counter-based)');
  await expectCodes(page, '—', '755224', '287082');
  await page.getByRole('textbox', { name: 'Counter', exact: true }).fill('1');
  await expectCodes(page, '755224', '287082', '359152');
  await expect(page.getByText(/^Next in/)).toHaveCount(0);
  await expect(output(page, 'Key URI')).toHaveValue(/^otpauth:\/\/hotp\/.*&counter=1$/);

  await secretField(page).fill('MFRGGZDFMZTWQ2LK');
  await codeToValidate(page).fill('123456');
  await chooseOption(page, 'Algorithm', 'SHA256');
  await expect(page).toHaveURL(/[#&]algorithm=SHA256(&|$)/);
  await expectKeptSecret(page, 'MFRGGZDFMZTWQ2LK');
  await expectKeptSecret(page, '123456');

  // A link sets the options only, never the secret.
  await openPage(
    page,
    '/otp-generator?secret=MFRGGZDFMZTWQ2LK#secret=MFRGGZDFMZTWQ2LK&digits=8&issuer=ACME',
    secretField,
  );
  await expect(digitsSelect(page)).toHaveText('8');
  await expect(issuerField(page)).toHaveValue('ACME');
  await expect(secretField(page)).toHaveValue(/^[A-Z2-7]{16}$/);
  await expect(secretField(page)).not.toHaveValue('MFRGGZDFMZTWQ2LK');
});

test('with the clock stopped: spec examples, copy, code checks, errors, the period rolling over, import', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openTool(page);
  // The clock stops only once the whole page has hydrated, the menu included: the prerendered menu
  // marks tools as new by today's date, and a menu hydrating in 2016 would disagree with it.
  await waitUntilInteractive(page.getByRole('link', { name: /^Snowflake ID extractor/ }).first());

  // Spec example 1 at 2016-06-07T18:38:27Z: codes and every output.
  await page.clock.setFixedTime(1465324707000);
  await secretField(page).fill('JBSWY3DPEHPK3PXP');
  await expectCodes(page, '550284', '341128', '370323');
  await expect(page.getByText('Next in 03s', { exact: true })).toBeVisible();
  await expect(output(page, 'Secret in hexadecimal')).toHaveValue('48656c6c6f21deadbeef');
  await expect(output(page, 'Epoch')).toHaveValue('1465324707');
  await expect(output(page, 'Count')).toHaveValue('48844156');
  await expect(output(page, 'Padded hex')).toHaveValue('0000000002e94d7c');
  const uri =
    'otpauth://totp/IT-Tools:demo-user?issuer=IT-Tools&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';
  await expect(output(page, 'Key URI')).toHaveValue(uri);
  await expect(page.getByRole('img', { name: 'QR code of the key URI' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open key URI' })).toHaveAttribute('href', uri);

  // The current code is copied from its button.
  await codeButton(page, 'Current OTP').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Copy current OTP');
  await codeButton(page, 'Current OTP').click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  await expect(page.getByRole('tooltip')).toHaveText('Copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('341128');

  // "Code to validate" says which period a code belongs to.
  for (const [code, verdict] of [
    ['341128', 'Valid — current period'],
    ['550284', 'Valid — previous period'],
    ['370323', 'Valid — next period'],
    ['123456', 'Invalid code'],
  ]) {
    await codeToValidate(page).fill(code);
    await expect(page.getByText(verdict, { exact: true })).toBeVisible();
  }
  await codeToValidate(page).fill('123');
  await expect(page.getByText(/^(Valid —|Invalid code)/)).toHaveCount(0);

  // A bad secret shows the spec sentence and blanks the codes; the clock keeps running.
  await secretField(page).fill('JBSWY3DPEHPK3PX1');
  await expect(
    page.getByText('The secret must be a Base32 string (letters A–Z and digits 2–7)', { exact: true }),
  ).toBeVisible();
  await expect(secretField(page)).toHaveValue('JBSWY3DPEHPK3PX1');
  await expect(codeButton(page, 'Current OTP')).toBeDisabled();
  await expect(output(page, 'Key URI')).toHaveValue('');
  await expect(output(page, 'Secret in hexadecimal')).toHaveValue('');
  await expect(page.getByRole('img', { name: 'QR code of the key URI' })).toHaveCount(0);
  await expect(output(page, 'Epoch')).toHaveValue('1465324707');
  await expect(output(page, 'Count')).toHaveValue('48844156');
  await secretField(page).fill('');
  await expect(page.getByText('Please set a secret', { exact: true })).toBeVisible();
  await secretField(page).fill('JBSWY3DPEHPK3PXP');
  await periodField(page).fill('301');
  await expect(page.getByText('Period must be a whole number between 1 and 300', { exact: true })).toBeVisible();
  await expect(codeButton(page, 'Current OTP')).toBeDisabled();
  await periodField(page).fill('30');

  // The codes move on when the period rolls over.
  await expectCodes(page, '550284', '341128', '370323');
  await page.clock.setFixedTime(1465324710000);
  await expect(codeButton(page, 'Previous')).toHaveText('341128');
  await expect(codeButton(page, 'Current OTP')).toHaveText('370323');
  await expect(page.getByText('Next in 30s', { exact: true })).toBeVisible();

  // Spec example 3 at 59 s: the RFC 6238 key with 8 digits; the options reach the key URI.
  await page.clock.setFixedTime(59_000);
  await secretField(page).fill('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  await chooseOption(page, 'Digits', '8');
  await expect(codeButton(page, 'Current OTP')).toHaveText('94287082');
  await expect(output(page, 'Secret in hexadecimal')).toHaveValue('3132333435363738393031323334353637383930');
  await chooseOption(page, 'Algorithm', 'SHA256');
  await periodField(page).fill('60');
  await issuerField(page).fill('ACME & Co');
  await expect(output(page, 'Key URI')).toHaveValue(
    'otpauth://totp/ACME%20%26%20Co:demo-user?issuer=ACME%20%26%20Co&secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&algorithm=SHA256&digits=8&period=60',
  );

  // "Import key URI" fills every field (back to SHA-1 and 30 s, here).
  await importField(page).fill(
    'otpauth://totp/ACME:jane@example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=ACME&algorithm=SHA1&digits=8&period=30',
  );
  await expect(secretField(page)).toHaveValue('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  await expect(issuerField(page)).toHaveValue('ACME');
  await expect(page.getByRole('textbox', { name: 'Account', exact: true })).toHaveValue('jane@example.com');
  await expect(digitsSelect(page)).toHaveText('8');
  await expect(periodField(page)).toHaveValue('30');
  await expect(codeButton(page, 'Current OTP')).toHaveText('94287082');
  await importField(page).fill('https://example.com');
  await expect(
    page.getByText('Not an otpauth:// key URI (otpauth://totp/… or otpauth://hotp/…)', { exact: true }),
  ).toBeVisible();
});
