import { shownOutputChars } from '../../ui/copyable-field/shown-output';
import type { Page } from '@playwright/test';
import { expect, maxTaskAfterPasteMs, openPage, test, timePaste } from '../../../e2e/test';

const escapeCard = (page: Page) => page.getByRole('region', { name: 'Escape', exact: true });
const toEscape = (page: Page) => page.getByRole('textbox', { name: 'Text to escape', exact: true });
const escaped = (page: Page) => page.getByRole('textbox', { name: 'Escaped text', exact: true });
const toUnescape = (page: Page) => page.getByRole('textbox', { name: 'Text to unescape', exact: true });
const unescaped = (page: Page) => page.getByRole('textbox', { name: 'Unescaped text', exact: true });
const nonAscii = (page: Page) => page.getByRole('switch', { name: 'Also encode non-ASCII characters', exact: true });
const preview = (page: Page) => page.frameLocator('iframe[title="Preview"]');

test('escapes and unescapes as you type, copies, previews in a sandbox, and opens from a link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/html-entities', toEscape);
  // Opens with the examples escaped and unescaped.
  await expect(toEscape(page)).toHaveValue('<title>IT Tool</title>');
  await expect(escaped(page)).toHaveValue('&lt;title&gt;IT Tool&lt;/title&gt;');
  await expect(toUnescape(page)).toHaveValue('&lt;title&gt;IT Tool&lt;/title&gt;');
  await expect(unescaped(page)).toHaveValue('<title>IT Tool</title>');
  await expect(nonAscii(page)).not.toBeChecked();

  // Escapes the five characters, and non-ASCII ones when asked.
  await toEscape(page).fill(`Tom & "Jerry" <b>it's</b>`);
  await expect(escaped(page)).toHaveValue('Tom &amp; &quot;Jerry&quot; &lt;b&gt;it&#39;s&lt;/b&gt;');
  await toEscape(page).fill('café 😀 <b>');
  await expect(escaped(page)).toHaveValue('café 😀 &lt;b&gt;');
  await nonAscii(page).click();
  await expect(escaped(page)).toHaveValue('caf&#xE9; &#x1F600; &lt;b&gt;');
  await expect(page).toHaveURL(/nonAscii=true/);
  await toEscape(page).fill('');
  await expect(escaped(page)).toHaveValue('');
  await expect(escapeCard(page).getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();

  await toEscape(page).fill('a < b');
  await escapeCard(page).getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('a &lt; b');

  // Unescapes references in one pass.
  await toUnescape(page).fill('&quot;hi&quot; &amp;amp; &#39;x&#39;');
  await expect(unescaped(page)).toHaveValue(`"hi" &amp; 'x'`);

  // Previews the unescaped HTML in a sandbox, without running or fetching anything.
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await toUnescape(page).fill(
    '&lt;h3&gt;Caf&eacute;&lt;/h3&gt;&lt;img src=x onerror="document.title=1"&gt;&lt;script&gt;document.title=2&lt;/script&gt;',
  );
  await expect(preview(page).getByRole('heading', { name: 'Café' })).toBeVisible();
  await expect(page.locator('iframe[title="Preview"]')).toHaveAttribute('sandbox', '');
  await expect(preview(page).locator('script')).toHaveCount(0);
  await expect(preview(page).locator('img')).not.toHaveAttribute('src');
  expect(await page.title()).not.toMatch(/^[12]$/);
  expect(requests.filter((url) => url.endsWith('/x'))).toEqual([]);

  // A link with its texts and option in the fragment. Through a blank page: going to the same page
  // with a fragment would only change the fragment, not load a link.
  await page.goto('about:blank');
  const fragment = new URLSearchParams({ text: 'é<', nonAscii: 'true', escaped: '&mdash;' });
  await openPage(page, `/html-entities#${fragment}`, toEscape);
  await expect(toEscape(page)).toHaveValue('é<');
  await expect(nonAscii(page)).toBeChecked();
  await expect(escaped(page)).toHaveValue('&#xE9;&lt;');
  await expect(toUnescape(page)).toHaveValue('&mdash;');
  await expect(unescaped(page)).toHaveValue('—');
});

test('stays responsive on a megabyte of text', async ({ page }) => {
  test.slow();
  await openPage(page, '/html-entities', toEscape);
  await nonAscii(page).click();
  const text = `<b>Tom & "Jerry"</b> it's café `.repeat(35_000);
  const expected = `&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt; it&#39;s caf&#xE9; `.repeat(35_000);
  const escaping = await timePaste(toEscape(page), text, escaped(page), expected.length);
  console.log(`html-entities, 1 MB to escape, after the paste: ${JSON.stringify(escaping)} ms`);
  expect(escaping.longestTask).toBeLessThan(maxTaskAfterPasteMs);
  expect((await escaped(page).inputValue()) === expected.slice(0, shownOutputChars)).toBe(true);

  const unescaping = await timePaste(toUnescape(page), expected, unescaped(page), text.length);
  console.log(`html-entities, ${expected.length} chars to unescape, after the paste: ${JSON.stringify(unescaping)} ms`);
  expect(unescaping.longestTask).toBeLessThan(maxTaskAfterPasteMs);
  expect((await unescaped(page).inputValue()) === text.slice(0, shownOutputChars)).toBe(true);
  await expect(page.getByText('The preview shows the first 50,000 characters.')).toBeVisible();
  await expect(preview(page).getByText('Tom & "Jerry"').first()).toBeVisible();
});
