import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const input = (page: Page) =>
  page.getByRole('textbox', { name: 'Your text to convert to NATO phonetic alphabet', exact: true });
const output = (page: Page) => page.getByRole('textbox', { name: 'Your text in NATO phonetic alphabet', exact: true });
const copyButton = (page: Page) => page.getByRole('button', { name: 'Copy NATO string', exact: true });

// The spelling of each character is unit-tested (text-to-nato-alphabet.test.ts); here, the page's
// output, clipboard, clear button and link.
test('no output until there is text; spells live; copies; the clear button; a link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/text-to-nato-alphabet', input);
  const clear = page.getByRole('button', { name: 'Clear', exact: true });
  await expect(input(page)).toHaveValue('');
  await expect(output(page)).toHaveCount(0);
  await expect(copyButton(page)).toHaveCount(0);
  await expect(clear).toHaveCount(0);

  await input(page).fill('SOS');
  await expect(output(page)).toHaveValue('Sierra Oscar Sierra');
  await expect(output(page)).toHaveAttribute('readonly', '');
  await expect(copyButton(page)).toBeEnabled();
  await input(page).fill('Hi 5');
  await expect(output(page)).toHaveValue('Hotel India   5');
  await copyButton(page).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Hotel India   5');

  // The clear button empties the text and hides the output.
  await clear.click();
  await expect(input(page)).toHaveValue('');
  await expect(input(page)).toBeFocused();
  await expect(output(page)).toHaveCount(0);
  await expect(copyButton(page)).toHaveCount(0);

  // A link with the text in its fragment. Away first: from the same path, `goto` would only jump to
  // the fragment rather than load the page.
  await page.goto('about:blank');
  await openPage(page, '/text-to-nato-alphabet#text=Hi+5', input);
  await expect(input(page)).toHaveValue('Hi 5');
  await expect(output(page)).toHaveValue('Hotel India   5');
});
