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

// Every casing of many strings is unit-tested (case-converter.test.ts); here, the page's wiring,
// order, clipboard and link.
test('converts into every casing, in order, live; copies an output; opens a link and follows a change', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/case-converter', input);
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

  // Live, and copied with an output's copy button.
  await input(page).fill('hello world');
  await expect(output(page, 'Constantcase')).toHaveValue('HELLO_WORLD');
  await copyButtonOf(page, 'Constantcase').click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('HELLO_WORLD');

  // Empty outputs for an empty string, with nothing to copy.
  await input(page).fill('');
  await expectOutputs(page, { Lowercase: '', Camelcase: '', Mockingcase: '' });
  await expect(copyButtonOf(page, 'Camelcase')).toBeDisabled();

  // A link with the string in its fragment opens the tool with it, and follows a change. Away
  // first: from the same path, `goto` would only jump to the fragment rather than load the page.
  await page.goto('about:blank');
  await openPage(page, '/case-converter#text=XMLHttpRequest+ID', input);
  await expect(input(page)).toHaveValue('XMLHttpRequest ID');
  await expectOutputs(page, { Camelcase: 'xmlHttpRequestId', Snakecase: 'xml_http_request_id' });
  await input(page).fill('user_id 2 fast');
  await expect(page).toHaveURL(/#text=user_id\+2\+fast$/);
});
