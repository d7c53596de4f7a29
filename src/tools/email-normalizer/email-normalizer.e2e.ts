import type { Page } from '@playwright/test';
import { expect, maxTaskAfterPasteMs, openPage, test, timePaste } from '../../../e2e/test';

const input = (page: Page) => page.getByLabel('Raw emails to normalize', { exact: true });
const output = (page: Page) => page.getByLabel('Normalized emails', { exact: true });
const copyButton = (page: Page) => page.getByRole('button', { name: 'Copy normalized emails', exact: true });

// Every address and provider rule is in email-normalizer.test.ts; here, that the page wires them up.
test('a link restores the emails and switches; the page normalizes, flags, takes a large paste, copies and clears', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(
    page,
    '/email-normalizer#emails=ada-shop%40yahoo.com%0Aada%40yahoo.com%0A%0Aada%40yahoo.com&removeDuplicates=true',
    input,
  );
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveAttribute('placeholder', 'Put your emails here (one per line)...');
  await expect(output(page)).toHaveAttribute('placeholder', 'Normalized emails will appear here...');
  // Duplicates removed; more providers applied on demand.
  await expect(output(page)).toHaveValue('ada-shop@yahoo.com\nada@yahoo.com');
  await page.getByRole('switch', { name: /More providers/ }).click();
  await expect(output(page)).toHaveValue('ada@yahoo.com');
  await expect(page.getByText('1 unique address', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: /only lower-cased/ }).getByRole('row')).toHaveCount(10);
  await page.getByRole('switch', { name: /More providers/ }).click();
  await page.getByRole('switch', { name: 'Remove duplicates' }).click();

  // Example 1: Gmail and Googlemail addresses lose dots and tags.
  await input(page).fill('Ada.Lovelace+news@gmail.com\nalan.turing+x@GoogleMail.com');
  await expect(output(page)).toHaveValue('adalovelace@gmail.com\nalanturing@gmail.com');
  await expect(page.getByText('2 unique addresses')).toBeVisible();

  // Example 2: a line that is not an address says so, keeping its place.
  await input(page).fill('Foo.Bar+baz@example.com\nnot-an-email\n\n+x@gmail.com');
  await expect(output(page)).toHaveValue(
    'foo.bar+baz@example.com\nUnable to parse email: not-an-email\n\nUnable to parse email: +x@gmail.com',
  );
  await expect(input(page)).toHaveValue('Foo.Bar+baz@example.com\nnot-an-email\n\n+x@gmail.com');

  // A large paste is normalized off the main thread.
  const count = 25_000;
  const text = Array.from({ length: count }, (_, at) => `User.${at}+tag@Gmail.com`).join('\n');
  const expected = Array.from({ length: count }, (_, at) => `user${at}@gmail.com`).join('\n');
  const timings = await timePaste(input(page), text, output(page), expected.length);
  expect(timings.longestTask).toBeLessThan(maxTaskAfterPasteMs);
  expect((await output(page).inputValue()) === expected).toBe(true);
  await expect(page.getByText('25,000 unique addresses')).toBeVisible();

  // The output is copied with its notice, and Clear emails empties the input.
  await input(page).fill('A.B@Live.com');
  await expect(output(page)).toHaveValue('ab@live.com');
  await copyButton(page).click();
  await expect(page.getByText('Normalized emails copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('ab@live.com');
  await page.getByRole('button', { name: 'Clear emails', exact: true }).click();
  await expect(input(page)).toHaveValue('');
  await expect(output(page)).toHaveValue('');
  await expect(copyButton(page)).toBeDisabled();
});
