import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const input = (page: Page) => page.getByRole('textbox', { name: 'Your string', exact: true });
const output = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
// The copy button sits in the field's right section, inside the same wrapper as the input.
const copyButtonOf = (page: Page, label: string) =>
  output(page, label).locator('..').getByRole('button', { name: 'Copy to clipboard', exact: true });

async function expectOutputs(page: Page, expected: Record<string, string>) {
  for (const [label, value] of Object.entries(expected)) {
    await expect(output(page, label), label).toHaveValue(value);
  }
}

test.beforeEach(async ({ page }) => {
  await openPage(page, '/case-converter', input);
});

test('converts the default text into every casing, in order', async ({ page }) => {
  await expect(input(page)).toHaveValue('lorem ipsum dolor sit amet');
  await expectOutputs(page, {
    Lowercase: 'lorem ipsum dolor sit amet',
    Uppercase: 'LOREM IPSUM DOLOR SIT AMET',
    Camelcase: 'loremIpsumDolorSitAmet',
    Capitalcase: 'Lorem Ipsum Dolor Sit Amet',
    Constantcase: 'LOREM_IPSUM_DOLOR_SIT_AMET',
    Dotcase: 'lorem.ipsum.dolor.sit.amet',
    Headercase: 'Lorem-Ipsum-Dolor-Sit-Amet',
    Nocase: 'lorem ipsum dolor sit amet',
    Paramcase: 'lorem-ipsum-dolor-sit-amet',
    Pascalcase: 'LoremIpsumDolorSitAmet',
    Pathcase: 'lorem/ipsum/dolor/sit/amet',
    Sentencecase: 'Lorem ipsum dolor sit amet',
    Snakecase: 'lorem_ipsum_dolor_sit_amet',
    Mockingcase: 'LoReM IpSuM DoLoR SiT AmEt',
  });
  const labels = await page.locator('section label').allTextContents();
  expect(labels).toEqual([
    'Your string',
    'Lowercase',
    'Uppercase',
    'Camelcase',
    'Capitalcase',
    'Constantcase',
    'Dotcase',
    'Headercase',
    'Nocase',
    'Paramcase',
    'Pascalcase',
    'Pathcase',
    'Sentencecase',
    'Snakecase',
    'Mockingcase',
  ]);
  await expect(output(page, 'Camelcase')).toHaveAttribute('readonly', '');
});

test('splits words at case changes and runs of capitals, live', async ({ page }) => {
  await input(page).fill('XMLHttpRequest ID');
  await expectOutputs(page, {
    Camelcase: 'xmlHttpRequestId',
    Pascalcase: 'XmlHttpRequestId',
    Snakecase: 'xml_http_request_id',
    Mockingcase: 'XmLhTtPrEqUeSt iD',
  });
});

test('keeps digits as words or parts of words', async ({ page }) => {
  await input(page).fill('user_id 2 fast');
  await expectOutputs(page, {
    Camelcase: 'userId2Fast',
    Capitalcase: 'User Id 2 Fast',
    Paramcase: 'user-id-2-fast',
    Pathcase: 'user/id/2/fast',
    Uppercase: 'USER_ID 2 FAST',
  });
  await input(page).fill('version2Release');
  await expect(output(page, 'Snakecase')).toHaveValue('version2_release');
});

test('treats accented letters as letters', async ({ page }) => {
  await input(page).fill('crème brûlée');
  await expectOutputs(page, {
    Constantcase: 'CRÈME_BRÛLÉE',
    Pascalcase: 'CrèmeBrûlée',
    Dotcase: 'crème.brûlée',
  });
});

test('gives empty outputs for an empty string', async ({ page }) => {
  await input(page).fill('');
  await expectOutputs(page, { Lowercase: '', Camelcase: '', Mockingcase: '' });
  await expect(copyButtonOf(page, 'Camelcase')).toBeDisabled();
});

test('copies an output with its copy button', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await input(page).fill('hello world');
  await expect(output(page, 'Constantcase')).toHaveValue('HELLO_WORLD');

  await copyButtonOf(page, 'Constantcase').click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('HELLO_WORLD');
});

test('a link with the string in its fragment opens the tool with it, and follows a change', async ({ page }) => {
  await openPage(page, '/case-converter#text=XMLHttpRequest+ID', input);
  await expect(input(page)).toHaveValue('XMLHttpRequest ID');
  await expectOutputs(page, { Camelcase: 'xmlHttpRequestId', Snakecase: 'xml_http_request_id' });

  await input(page).fill('user_id 2 fast');
  await expect(page).toHaveURL(/#text=user_id\+2\+fast$/);
});
