import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const docsLink =
  'https://eur03.safelinks.protection.outlook.com/?url=https%3A%2F%2Fdocs.example.com%2Fguide%3Fv%3D2%26lang%3Den&data=05%7C02%7Cme%40example.com%7Cabcdef%7C0%7C0%7C638000000000000000%7CUnknown&sdata=Zm9vYmFy%3D&reserved=0';
const docsTarget = 'https://docs.example.com/guide?v=2&lang=en';

const safelink = (page: Page) => page.getByRole('textbox', { name: 'SafeLinks URL', exact: true });
const decoded = (page: Page) => page.getByRole('textbox', { name: 'Decoded URL', exact: true });
// In the tool's own area: the menu lists a tool whose name starts with "Open" too.
const openLink = (page: Page) => page.getByRole('main').getByRole('link', { name: /^Open/ });
const bulkInput = (page: Page) => page.getByRole('textbox', { name: 'Text with SafeLinks', exact: true });
const bulkOutput = (page: Page) => page.getByRole('textbox', { name: 'Text with decoded links', exact: true });

test.describe.configure({ timeout: 60_000 });

test('decodes a linked or typed SafeLinks URL and an e-mail body, copies, flags bad links and fetches nothing', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) elsewhere.push(request.url());
  });

  await openPage(page, `/safelink-decoder#${new URLSearchParams({ url: docsLink })}`, safelink);
  await expect(safelink(page)).toHaveValue(docsLink);
  await expect(decoded(page)).toHaveValue(docsTarget);

  await openPage(page, '/safelink-decoder', safelink);
  await expect(safelink(page)).toBeFocused();
  await expect(safelink(page)).toHaveAttribute('placeholder', 'Paste an Outlook SafeLinks URL…');
  await expect(decoded(page)).toHaveValue('');
  await expect(openLink(page)).toHaveCount(0);

  await safelink(page).fill(docsLink);
  await expect(decoded(page)).toHaveValue(docsTarget);
  await expect(decoded(page)).toHaveAttribute('readonly', '');
  await expect(openLink(page)).toHaveAttribute('href', docsTarget);
  await expect(openLink(page)).toHaveAttribute('target', '_blank');
  await expect(openLink(page)).toHaveAttribute('rel', 'noopener noreferrer');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy to clipboard' }).first().click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(docsTarget);

  // A javascript: target is shown as text, never as a link.
  await safelink(page).fill('https://eur03.safelinks.protection.outlook.com/?url=javascript%3Aalert(document.domain)');
  await expect(decoded(page)).toHaveValue('javascript:alert(document.domain)');
  await expect(openLink(page)).toHaveCount(0);

  // A link on another host shows the error in the output area, keeps the input, and empties the output.
  await safelink(page).fill(docsLink);
  await expect(decoded(page)).toHaveValue(docsTarget);
  await safelink(page).fill('https://google.com');
  await expect(page.getByText('Not an Outlook SafeLinks URL', { exact: true })).toBeVisible();
  await expect(decoded(page)).toHaveValue('');
  await expect(decoded(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(safelink(page)).toHaveValue('https://google.com');
  await expect(openLink(page)).toHaveCount(0);
  await safelink(page).fill('not a link');
  await expect(page.getByText('Invalid URL', { exact: true })).toBeVisible();
  await safelink(page).fill('');
  await expect(page.getByText('Invalid URL', { exact: true })).toBeHidden();
  await expect(decoded(page)).not.toHaveAttribute('aria-invalid', 'true');

  // Every wrapped link of a pasted e-mail body is decoded and counted.
  const proofpoint = 'https://urldefense.com/v3/__https://www.example.com/page*section__;Iw!!Org!Sig$';
  await bulkInput(page).fill(`Guide: ${docsLink}\nSection: ${proofpoint}\nPlain: https://example.net/`);
  await expect(bulkOutput(page)).toHaveText(
    `Guide: ${docsTarget}\nSection: https://www.example.com/page#section\nPlain: https://example.net/`,
  );
  await expect(page.getByText('2 links decoded', { exact: true })).toBeVisible();

  // The decoded address is never fetched: no request leaves the page.
  await safelink(page).fill(docsLink);
  await openLink(page).hover();
  // Give a stray prefetch the time to start.
  await page.waitForTimeout(500);
  expect(elsewhere).toEqual([]);
});
