import { shownOutputChars } from '../../ui/copyable-field/shown-output';
import type { Page } from '@playwright/test';
import { chooseOption, expect, maxTaskAfterPasteMs, openPage, test, timePaste } from '../../../e2e/test';

const notPercentEncoded = 'This string is not valid percent-encoded text.';

const encodeCard = (page: Page) => page.getByRole('region', { name: 'Encode', exact: true });
const decodeCard = (page: Page) => page.getByRole('region', { name: 'Decode', exact: true });
const toEncode = (page: Page) => page.getByRole('textbox', { name: 'String to encode', exact: true });
const encoded = (page: Page) => page.getByRole('textbox', { name: 'Encoded string', exact: true });
const toDecode = (page: Page) => page.getByRole('textbox', { name: 'String to decode', exact: true });
const decoded = (page: Page) => page.getByRole('textbox', { name: 'Decoded string', exact: true });
const plusAsSpace = (page: Page) => page.getByRole('switch', { name: 'Decode + as space', exact: true });

test('encodes and decodes as the user types, in each mode; shows a decoding error; swaps, copies and opens from a link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/url-encoder', toEncode);
  // Opens with the examples encoded and decoded.
  await expect(toEncode(page)).toHaveValue('Hello world :)');
  await expect(encoded(page)).toHaveValue('Hello%20world%20%3A)');
  await expect(encoded(page)).toHaveAttribute('readonly', '');
  await expect(toDecode(page)).toHaveValue('Hello%20world%20%3A)');
  await expect(decoded(page)).toHaveValue('Hello world :)');
  await expect(page.getByRole('combobox', { name: 'Encoding mode', exact: true })).toHaveText('Component');
  await expect(plusAsSpace(page)).not.toBeChecked();

  // Encodes as the user types, in each mode.
  await toEncode(page).fill("https://x.io/it's a [test]");
  await expect(encoded(page)).toHaveValue("https%3A%2F%2Fx.io%2Fit's%20a%20%5Btest%5D");
  await chooseOption(page, 'Encoding mode', 'Full URL');
  await expect(encoded(page)).toHaveValue("https://x.io/it's%20a%20%5Btest%5D");
  await chooseOption(page, 'Encoding mode', 'RFC 3986 strict');
  await expect(encoded(page)).toHaveValue('https%3A%2F%2Fx.io%2Fit%27s%20a%20%5Btest%5D');
  await expect(page).toHaveURL(/mode=rfc3986/);
  await chooseOption(page, 'Encoding mode', 'Component');
  await toEncode(page).fill('');
  await expect(encoded(page)).toHaveValue('');
  await expect(encodeCard(page).getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();

  await toEncode(page).fill('é ✓');
  await encodeCard(page).getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('%C3%A9%20%E2%9C%93');

  // Decodes, reading + as a space only when asked.
  await toDecode(page).fill('%E2%9C%93%20ok+a%2Bb');
  await expect(decoded(page)).toHaveValue('✓ ok+a+b');
  await plusAsSpace(page).click();
  await expect(decoded(page)).toHaveValue('✓ ok a+b');

  // The error under the string to decode, the encoder still working.
  await toDecode(page).fill('100%');
  await expect(toDecode(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(toDecode(page)).toHaveAccessibleDescription(notPercentEncoded);
  await expect(decodeCard(page).getByText('First problem at character 4')).toBeVisible();
  await expect(toDecode(page)).toHaveValue('100%');
  await expect(decoded(page)).toHaveValue('');
  await expect(decodeCard(page).getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
  await toEncode(page).fill('still ok');
  await expect(encoded(page)).toHaveValue('still%20ok');
  await toDecode(page).fill('100%25');
  await expect(decoded(page)).toHaveValue('100%');
  await expect(page.getByText(notPercentEncoded)).toHaveCount(0);

  // Swaps each output into the other card.
  await toEncode(page).fill('a b');
  await toDecode(page).fill('c%2Fd');
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(toDecode(page)).toHaveValue('a%20b');
  await expect(decoded(page)).toHaveValue('a b');
  await expect(toEncode(page)).toHaveValue('c/d');
  await expect(encoded(page)).toHaveValue('c%2Fd');

  // A link with its texts and options in the fragment. Through a blank page: going to the same
  // page with a fragment would only change the fragment, not load a link.
  await page.goto('about:blank');
  const fragment = new URLSearchParams({ text: 'a/b c', mode: 'fullUrl', encoded: 'x+y', plusAsSpace: 'true' });
  await openPage(page, `/url-encoder#${fragment}`, toEncode);
  await expect(toEncode(page)).toHaveValue('a/b c');
  await expect(encoded(page)).toHaveValue('a/b%20c');
  await expect(toDecode(page)).toHaveValue('x+y');
  await expect(plusAsSpace(page)).toBeChecked();
  await expect(decoded(page)).toHaveValue('x y');
});

test('stays responsive on a megabyte of text', async ({ page, context }) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/url-encoder', toEncode);
  const text = 'Hello wörld, a+b=c&d <b>x</b> '.repeat(35_000);
  const encodedText = encodeURIComponent(text);
  const encoding = await timePaste(toEncode(page), text, encoded(page), encodedText.length);
  console.log(`url-encoder, 1 MB to encode, after the paste: ${JSON.stringify(encoding)} ms`);
  expect(encoding.longestTask).toBeLessThan(maxTaskAfterPasteMs);

  await toEncode(page).press('Control+End');
  await toEncode(page).pressSequentially('!');
  // The field shows the first 500,000 characters of the 2 MB output; the copy button gives it all.
  await expect
    .poll(
      async () => {
        await encodeCard(page).getByRole('button', { name: 'Copy', exact: true }).click();
        return (await page.evaluate(() => navigator.clipboard.readText())).endsWith('%20!');
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  const decoding = await timePaste(toDecode(page), encodedText, decoded(page), text.length);
  console.log(`url-encoder, ${encodedText.length} chars to decode, after the paste: ${JSON.stringify(decoding)} ms`);
  expect(decoding.longestTask).toBeLessThan(maxTaskAfterPasteMs);
  expect((await decoded(page).inputValue()) === text.slice(0, shownOutputChars)).toBe(true);
});
