import type { Page } from '@playwright/test';
import { chooseOption, expect, openPage, test } from './test';

// Links that reproduce a tool: state in the URL fragment, query presets, the Copy link button,
// and secrets kept out of the address and storage.

const copyLinkButton = (page: Page) => page.getByRole('button', { name: 'Copy link', exact: true });
const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const storedText = (page: Page) => page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));

const lengthValue = (page: Page) => page.getByRole('textbox', { name: 'Length value', exact: true });
const token = (page: Page) => page.getByRole('textbox', { name: 'Token', exact: true });
const symbols = (page: Page) => page.getByRole('switch', { name: 'Symbols (!-;...)', exact: true });
const textToHash = (page: Page) => page.getByLabel('Your text to hash:');
const sha256 = (page: Page) => page.getByLabel('SHA256', { exact: true });
const encodingSelect = (page: Page) => page.getByRole('combobox', { name: 'Digest encoding', exact: true });

test('a link with state in its fragment opens the tool in that state', async ({ page }) => {
  await openPage(
    page,
    '/token-generator#length=12&uppercase=false&lowercase=false&numbers=false&symbols=true',
    lengthValue,
  );
  await expect(lengthValue(page)).toHaveValue('12');
  await expect(symbols(page)).toBeChecked();
  await expect(token(page)).toHaveValue(/^[.,;:!?/\-"'#{([|\\@)\]=}*+]{12}$/);

  await openPage(page, '/hash-text#text=hello&encoding=Base64', textToHash);
  await expect(textToHash(page)).toHaveValue('hello');
  await expect(sha256(page)).toHaveValue('LPJNul+wow4m6DsqxbninhsWHlwfp0JecwQzYpOLmCQ=');
});

test('query parameters preset a tool, and the fragment wins over them', async ({ page }) => {
  await openPage(page, '/token-generator?length=64&symbols=true', lengthValue);
  await expect(lengthValue(page)).toHaveValue('64');
  await expect(symbols(page)).toBeChecked();

  await openPage(page, '/token-generator?length=64#length=20', lengthValue);
  await expect(lengthValue(page)).toHaveValue('20');
  await expect(token(page)).toHaveValue(/^[A-Za-z0-9]{20}$/);
});

test('the fragment follows a change in place, without adding history entries', async ({ page }) => {
  await openPage(page, '/token-generator?length=30', lengthValue);
  const entries = await page.evaluate(() => history.length);

  await symbols(page).click();
  await lengthValue(page).fill('16');
  await lengthValue(page).blur();
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('#length=16&symbols=true');
  // The fragment now holds the length: the query's preset is dropped rather than contradicted.
  expect(new URL(page.url()).search).toBe('');
  expect(await page.evaluate(() => history.length)).toBe(entries);

  await symbols(page).click();
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('#length=16');
  expect(await page.evaluate(() => history.length)).toBe(entries);
});

test('editing the fragment by hand updates the tool', async ({ page }) => {
  await openPage(page, '/token-generator', lengthValue);
  await page.evaluate(() => {
    location.hash = 'length=8&uppercase=false&lowercase=false';
  });
  await expect(lengthValue(page)).toHaveValue('8');
  await expect(token(page)).toHaveValue(/^[0-9]{8}$/);
});

test('Copy link copies a link that reproduces the tool in a fresh page', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/hash-text?utm_source=mail', textToHash);
  await textToHash(page).fill('hello');
  await chooseOption(page, 'Digest encoding', 'Base64 (base 64)');
  await expect(sha256(page)).toHaveValue('LPJNul+wow4m6DsqxbninhsWHlwfp0JecwQzYpOLmCQ=');

  await copyLinkButton(page).click();
  await expect(page.getByText('Copied to the clipboard', { exact: true })).toBeVisible();
  const link = await clipboardText(page);
  expect(link).toBe(new URL('/hash-text#text=hello&encoding=Base64', page.url()).href);

  const fresh = await context.newPage();
  await openPage(fresh, link, textToHash);
  await expect(textToHash(fresh)).toHaveValue('hello');
  await expect(encodingSelect(fresh)).toHaveText('Base64 (base 64)');
  await expect(sha256(fresh)).toHaveValue('LPJNul+wow4m6DsqxbninhsWHlwfp0JecwQzYpOLmCQ=');
});

test('a text longer than 2,000 characters is left out of the link, and the notice says so', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/hash-text', textToHash);
  await chooseOption(page, 'Digest encoding', 'Base64 (base 64)');
  await textToHash(page).fill('x'.repeat(2001));

  await copyLinkButton(page).click();
  await expect(
    page.getByText('Link copied — text longer than 2,000 characters is left out of it', { exact: true }),
  ).toBeVisible();
  expect(await clipboardText(page)).toBe(new URL('/hash-text#encoding=Base64', page.url()).href);
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('#encoding=Base64');

  // Back under the limit, the text is in the link again.
  await textToHash(page).fill('x'.repeat(2000));
  await copyLinkButton(page).click();
  await expect(page.getByText('Copied to the clipboard', { exact: true })).toBeVisible();
  expect(await clipboardText(page)).toContain(`#text=${'x'.repeat(2000)}&encoding=Base64`);
});

test('a tool left at its defaults copies its plain path', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/token-generator?length=64', lengthValue);
  await copyLinkButton(page).click();
  await expect(page.getByText('Copied to the clipboard', { exact: true })).toBeVisible();
  expect(await clipboardText(page)).toBe(new URL('/token-generator', page.url()).href);
});

test('a reload keeps the linked state; a new visit brings back only what the spec persists', async ({ page }) => {
  const quantity = (p: Page) => p.getByRole('textbox', { name: 'Quantity', exact: true });
  const versions = (p: Page) => p.getByRole('radiogroup', { name: 'UUID version', exact: true });
  const uppercase = (p: Page) => p.getByRole('switch', { name: 'Uppercase', exact: true });
  const name = (p: Page) => p.getByRole('textbox', { name: 'Name', exact: true });

  await openPage(page, '/uuid-generator', quantity);
  await versions(page).getByText('v5', { exact: true }).click();
  await name(page).fill('www.example.com');
  await uppercase(page).click();
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('#version=v5&name=www.example.com&uppercase=true');

  await page.reload();
  await expect(name(page)).toHaveValue('www.example.com');
  await expect(uppercase(page)).toBeChecked();

  // The version and the format switches are remembered (the spec's storage keys); the name is not.
  await openPage(page, '/uuid-generator', quantity);
  await expect(versions(page).getByRole('radio', { name: 'v5', exact: true })).toBeChecked();
  await expect(uppercase(page)).toBeChecked();
  await expect(name(page)).toHaveValue('');
});

test('a password never reaches the address, history or storage', async ({ page }) => {
  const password = (p: Page) => p.getByLabel('Password', { exact: true });
  await openPage(page, '/password-strength-analyser', password);
  const entries = await page.evaluate(() => history.length);
  await password(page).fill('Tr0ub4dor&3');
  await chooseOption(page, 'Attacker speed', 'Online attack, throttled: 10 guesses per second');
  await expect(page).toHaveURL(/#speed=online$/);
  expect(page.url()).not.toContain('Tr0ub4dor');
  expect(await storedText(page)).not.toContain('Tr0ub4dor');
  expect(await page.evaluate(() => history.length)).toBe(entries);

  // A link naming the password does not fill it in.
  await openPage(page, '/password-strength-analyser?password=hunter2#password=hunter2', password);
  await expect(password(page)).toHaveValue('');
});

test('encryption keys and texts stay out of the address and storage; the ciphertext is linkable', async ({ page }) => {
  const card = (p: Page, title: string) => p.getByRole('region', { name: title, exact: true });
  const field = (p: Page, title: string, label: string) => card(p, title).getByLabel(label, { exact: true });
  await openPage(page, '/encryption', (p) => field(p, 'Encrypt', 'Your text:'));

  await field(page, 'Encrypt', 'Your text:').fill('attack at dawn');
  await field(page, 'Encrypt', 'Your secret key:').fill('hunter2');
  await field(page, 'Decrypt', 'Your secret key:').fill('hunter3');
  await field(page, 'Decrypt', 'Your encrypted text:').fill('U2FsdGVkX1+abc');
  await expect(page).toHaveURL(/[#&]ciphertext=U2FsdGVkX1%2Babc(&|$)/);
  expect(page.url()).not.toMatch(/attack|hunter/);
  expect(await storedText(page)).not.toMatch(/attack|hunter/);
});
