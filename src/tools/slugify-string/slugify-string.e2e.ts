import { shownOutputChars } from '../../ui/copyable-field/shown-output';
import type { Page } from '@playwright/test';
import { expect, maxTaskAfterPasteMs, openPage, test, timePaste } from '../../../e2e/test';

const nothingLeft = 'Nothing left to slugify: the text has no Latin-convertible characters.';

const text = (page: Page) => page.getByRole('textbox', { name: 'Text to slugify', exact: true });
const slug = (page: Page) => page.getByRole('textbox', { name: 'Slug', exact: true });
const separator = (page: Page) => page.getByRole('textbox', { name: 'Separator', exact: true });
const maxLength = (page: Page) => page.getByRole('textbox', { name: 'Max length', exact: true });
const copySlug = (page: Page) => page.getByRole('button', { name: 'Copy slug', exact: true });
const option = (page: Page, name: string) => page.getByRole('switch', { name, exact: true });

// Other texts and option combinations are checked by the unit tests.
test('a link sets the text and options; the plain page slugifies as you type, copies and follows each option', async ({
  page,
  context,
}) => {
  const fragment = new URLSearchParams({ text: 'Hello bigWorld', separator: '_', splitCamelCase: 'false' });
  await openPage(page, `/slugify-string#${fragment}`, text);
  await expect(text(page)).toHaveValue('Hello bigWorld');
  await expect(separator(page)).toHaveValue('_');
  await expect(option(page, 'Split camelCase')).not.toBeChecked();
  await expect(slug(page)).toHaveValue('hello_bigworld');

  await openPage(page, '/slugify-string', text);
  await expect(text(page)).toBeFocused();
  await expect(text(page)).toHaveAttribute('placeholder', 'Put your string here (e.g. My file path)');
  await expect(slug(page)).toHaveValue('');
  await expect(copySlug(page)).toBeDisabled();
  await expect(separator(page)).toHaveValue('-');
  await expect(option(page, 'Lowercase')).toBeChecked();
  await expect(option(page, 'Split camelCase')).toBeChecked();
  await expect(option(page, 'One slug per line')).not.toBeChecked();

  await text(page).fill('Déjà Vu & Friends');
  await expect(slug(page)).toHaveValue('deja-vu-and-friends');
  await expect(copySlug(page)).toBeEnabled();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await copySlug(page).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('deja-vu-and-friends');

  await text(page).fill('你好世界');
  await expect(slug(page)).toHaveValue('');
  await expect(page.getByText(nothingLeft)).toBeVisible();
  await expect(copySlug(page)).toBeDisabled();
  await expect(text(page)).toHaveValue('你好世界');
  await text(page).fill('ok');
  await expect(page.getByText(nothingLeft)).toHaveCount(0);

  await text(page).fill('The quickBrown fox\n\nJumps over');
  await expect(slug(page)).toHaveValue('the-quick-brown-fox-jumps-over');
  await separator(page).fill('_');
  await expect(slug(page)).toHaveValue('the_quick_brown_fox_jumps_over');
  await separator(page).fill('-+-x');
  await expect(separator(page)).toHaveValue('-+-');
  await separator(page).fill('-');

  await option(page, 'Lowercase').click();
  await option(page, 'Split camelCase').click();
  await expect(slug(page)).toHaveValue('The-quickBrown-fox-Jumps-over');
  await option(page, 'Lowercase').click();
  await option(page, 'Split camelCase').click();

  await option(page, 'One slug per line').click();
  await expect(slug(page)).toHaveValue('the-quick-brown-fox\n\njumps-over');
  await maxLength(page).fill('12');
  await expect(slug(page)).toHaveValue('the-quick\n\njumps-over');
  await expect(page).toHaveURL(/maxLength=12/);
});

test('stays responsive on a megabyte of text', async ({ page }) => {
  test.slow();
  await openPage(page, '/slugify-string', text);
  const input = 'Déjà Vu & Friends fooBar '.repeat(42_000);
  const expected = 'deja-vu-and-friends-foo-bar-'.repeat(42_000).slice(0, -1);
  const timings = await timePaste(text(page), input, slug(page), expected.length);
  console.log(`slugify-string, 1 MB, after the paste: ${JSON.stringify(timings)} ms`);
  expect(timings.longestTask).toBeLessThan(maxTaskAfterPasteMs);
  expect((await slug(page).inputValue()) === expected.slice(0, shownOutputChars)).toBe(true);
});
