import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const textInput = (page: Page) => page.getByRole('textbox', { name: 'Enter text to convert to unicode', exact: true });
const unicodeOutput = (page: Page) => page.getByRole('textbox', { name: 'Unicode from your text', exact: true });
const unicodeInput = (page: Page) =>
  page.getByRole('textbox', { name: 'Enter unicode to convert to text', exact: true });
const textOutput = (page: Page) => page.getByRole('textbox', { name: 'Text from your Unicode', exact: true });
const copyUnicode = (page: Page) => page.getByRole('button', { name: 'Copy unicode to clipboard', exact: true });
const copyText = (page: Page) => page.getByRole('button', { name: 'Copy text to clipboard', exact: true });

test('converts text to references and back as you type, copies both, and opens from a link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/text-to-unicode', textInput);
  // Both cards, empty, with the text field focused.
  await expect(page.getByRole('heading', { level: 2, name: 'Text to Unicode', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Unicode to Text', exact: true })).toBeVisible();
  await expect(textInput(page)).toBeFocused();
  await expect(unicodeOutput(page)).toHaveValue('');
  await expect(unicodeOutput(page)).toHaveAttribute('readonly', '');
  await expect(textOutput(page)).toHaveAttribute('readonly', '');
  await expect(copyUnicode(page)).toBeDisabled();
  await expect(copyText(page)).toBeDisabled();

  // Each code point as a decimal reference, live.
  await textInput(page).fill('😀');
  await expect(unicodeOutput(page)).toHaveValue('&#128512;');
  await textInput(page).fill(' \n  ');
  await expect(unicodeOutput(page)).toHaveValue('');
  await expect(copyUnicode(page)).toBeDisabled();
  await textInput(page).fill('Hi!');
  await expect(unicodeOutput(page)).toHaveValue('&#72;&#105;&#33;');
  await copyUnicode(page).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('&#72;&#105;&#33;');

  // Decimal and hex references replaced by their characters.
  await unicodeInput(page).fill('&#72;&#101;&#108;&#108;&#111;');
  await expect(textOutput(page)).toHaveValue('Hello');
  await unicodeInput(page).fill('&#55357;&#56832;');
  await expect(textOutput(page)).toHaveValue('😀');
  await copyText(page).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('😀');

  // A link with both texts in its fragment. Away first: from the same path, `goto` would only jump
  // to the fragment rather than load the page.
  await page.goto('about:blank');
  await openPage(page, `/text-to-unicode#${new URLSearchParams({ text: '😀', unicode: '&#72;&#x69;' })}`, textInput);
  await expect(textInput(page)).toHaveValue('😀');
  await expect(unicodeOutput(page)).toHaveValue('&#128512;');
  await expect(unicodeInput(page)).toHaveValue('&#72;&#x69;');
  await expect(textOutput(page)).toHaveValue('Hi');
});
