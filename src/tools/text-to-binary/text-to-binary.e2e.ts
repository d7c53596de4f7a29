import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const partialByteMessage = 'Binary input must contain whole bytes (a multiple of 8 bits).';

const textInput = (page: Page) => page.getByRole('textbox', { name: 'Enter text to convert to binary', exact: true });
const binaryOutput = (page: Page) => page.getByRole('textbox', { name: 'Binary from your text', exact: true });
const binaryInput = (page: Page) => page.getByRole('textbox', { name: 'Enter binary to convert to text', exact: true });
const textOutput = (page: Page) => page.getByRole('textbox', { name: 'Text from your binary', exact: true });
const copyBinary = (page: Page) => page.getByRole('button', { name: 'Copy binary to clipboard', exact: true });
const copyText = (page: Page) => page.getByRole('button', { name: 'Copy text to clipboard', exact: true });

// Each text's bytes and each binary's text are unit-tested (text-to-binary.test.ts); here, the
// page's wiring, clipboard, large inputs and link.
test('converts both ways live, says when a byte is partial, copies, takes large inputs, opens a link', async ({
  page,
  context,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/text-to-binary', textInput);

  // Both cards, empty, with the text field focused.
  await expect(page.getByRole('heading', { level: 2, name: 'Text to ASCII binary', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'ASCII binary to text', exact: true })).toBeVisible();
  await expect(textInput(page)).toBeFocused();
  await expect(binaryOutput(page)).toHaveValue('');
  await expect(binaryOutput(page)).toHaveAttribute('readonly', '');
  await expect(textOutput(page)).toHaveAttribute('readonly', '');
  await expect(copyBinary(page)).toBeDisabled();
  await expect(copyText(page)).toBeDisabled();

  // The UTF-8 bytes of the text in binary, live, and copied.
  await textInput(page).fill('Hi!');
  await expect(binaryOutput(page)).toHaveValue('01001000 01101001 00100001');
  await copyBinary(page).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('01001000 01101001 00100001');
  await textInput(page).fill('');
  await expect(binaryOutput(page)).toHaveValue('');
  await expect(copyBinary(page)).toBeDisabled();

  // Binary to text, ignoring everything but 0 and 1; a partial byte shows an error under the
  // field, which keeps the input.
  await binaryInput(page).fill('0100 1000\n0110-1001, 11100110 10010110 10000111');
  await expect(textOutput(page)).toHaveValue('Hi文');
  await binaryInput(page).fill('0100100');
  await expect(binaryInput(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(binaryInput(page)).toHaveAccessibleDescription(partialByteMessage);
  await expect(binaryInput(page)).toHaveValue('0100100');
  await expect(textOutput(page)).toHaveValue('');
  await expect(copyText(page)).toBeDisabled();
  await binaryInput(page).fill('');
  await expect(page.getByText(partialByteMessage)).toHaveCount(0);
  await expect(binaryInput(page)).not.toHaveAttribute('aria-invalid', 'true');
  await binaryInput(page).fill('11000011 10101001');
  await expect(textOutput(page)).toHaveValue('é');
  await copyText(page).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('é');

  // Inputs beyond the debounce threshold. The browser needs about a second to lay out each
  // megabyte of binary in a text area.
  const slowLayout = { timeout: 30_000 };
  const copiedBinary = async () => {
    await copyBinary(page).click();
    return page.evaluate(() => navigator.clipboard.readText());
  };
  const text = 'IT-Tools, a la mode. '.repeat(5_000);
  await textInput(page).fill(text);
  // 945,000 characters of binary: the field shows the first 500,000, the copy button gives them all.
  await expect(page.getByText('Showing the first 500,000 of 944,999 characters')).toBeVisible(slowLayout);
  expect((await binaryOutput(page).inputValue()).length).toBe(500_000);
  expect((await binaryOutput(page).inputValue()).startsWith('01001001 01010100 00101101')).toBe(true);
  expect((await copiedBinary()).length).toBe(text.length * 9 - 1);
  await textInput(page).press('Control+End');
  await textInput(page).pressSequentially('!');
  await expect(page.getByText('Showing the first 500,000 of 945,008 characters')).toBeVisible(slowLayout);
  expect((await copiedBinary()).endsWith('00100000 00100001')).toBe(true);
  const binaryOfHi = '01001000 01101001 '.repeat(6_000);
  await binaryInput(page).fill(binaryOfHi);
  await expect.poll(async () => (await textOutput(page).inputValue()) === 'Hi'.repeat(6_000), slowLayout).toBe(true);

  // A link with both texts in its fragment. Away first: from the same path, `goto` would only jump
  // to the fragment rather than load the page.
  await page.goto('about:blank');
  await openPage(
    page,
    `/text-to-binary#${new URLSearchParams({ text: 'Hi!', binary: '11000011 10101001' })}`,
    textInput,
  );
  await expect(textInput(page)).toHaveValue('Hi!');
  await expect(binaryOutput(page)).toHaveValue('01001000 01101001 00100001');
  await expect(binaryInput(page)).toHaveValue('11000011 10101001');
  await expect(textOutput(page)).toHaveValue('é');
});
