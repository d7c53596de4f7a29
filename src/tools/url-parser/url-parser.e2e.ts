import type { Page } from '@playwright/test';
import { expect, openPage, pasteLargeText, test } from '../../../e2e/test';
import { detailsTable } from '../../../e2e/details-table';

const urlField = (page: Page) => page.getByRole('textbox', { name: 'URL to parse', exact: true });
const parts = (page: Page) => detailsTable(page, 'URL parts');
const part = (page: Page, label: string) => parts(page).value(label);
const paramKey = (page: Page, n: number) => page.getByRole('textbox', { name: `Parameter ${n} key`, exact: true });
const paramValue = (page: Page, n: number) => page.getByRole('textbox', { name: `Parameter ${n} value`, exact: true });

async function expectParts(page: Page, expected: Record<string, string>) {
  for (const [label, value] of Object.entries(expected)) await expect(part(page, label)).toHaveText(value);
}

async function expectParams(page: Page, params: [string, string][]) {
  for (const [index, [key, value]] of params.entries()) {
    await expect(paramKey(page, index + 1)).toHaveValue(key);
    await expect(paramValue(page, index + 1)).toHaveValue(value);
  }
  await expect(paramKey(page, params.length + 1)).toHaveCount(0);
}

const defaultUrl = 'https://me:pwd@it-tools.tech:3000/url-parser?key1=value&key2=value2#the-hash';

test('splits a URL into its parts and parameters, copies a part, rebuilds the URL from edited parameters, and opens from a link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/url-parser', urlField);
  await expect(urlField(page)).toHaveValue(defaultUrl);
  await expectParts(page, {
    Protocol: 'https:',
    Username: 'me',
    Password: 'pwd',
    Hostname: 'it-tools.tech',
    Port: '3000',
    Path: '/url-parser',
    Params: '?key1=value&key2=value2',
    Hash: '#the-hash',
    Host: 'it-tools.tech:3000',
    Origin: 'https://it-tools.tech:3000',
  });
  await expect(part(page, 'Decoded path')).toHaveCount(0);
  await expectParams(page, [
    ['key1', 'value'],
    ['key2', 'value2'],
  ]);

  await part(page, 'Origin').getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://it-tools.tech:3000');

  // Editing, adding and removing query parameters rebuilds the URL.
  await paramValue(page, 1).fill('hello world');
  await expect(urlField(page)).toHaveValue(
    'https://me:pwd@it-tools.tech:3000/url-parser?key1=hello+world&key2=value2#the-hash',
  );
  await expect(part(page, 'Params')).toHaveText('?key1=hello+world&key2=value2');
  await page.getByRole('button', { name: 'Add parameter', exact: true }).click();
  await paramKey(page, 3).fill('lang');
  await paramValue(page, 3).fill('fr&en');
  await expect(urlField(page)).toHaveValue(
    'https://me:pwd@it-tools.tech:3000/url-parser?key1=hello+world&key2=value2&lang=fr%26en#the-hash',
  );
  await page.getByRole('button', { name: 'Remove parameter 2', exact: true }).click();
  await page.getByRole('button', { name: 'Remove parameter 1', exact: true }).click();
  await expectParams(page, [['lang', 'fr&en']]);
  await page.getByRole('button', { name: 'Remove parameter 1', exact: true }).click();
  await expect(urlField(page)).toHaveValue('https://me:pwd@it-tools.tech:3000/url-parser#the-hash');
  await expect(part(page, 'Params')).toHaveText('');

  // A query box keeps what was typed; an edit too long for the URL shows why under its box.
  await urlField(page).fill(defaultUrl);
  await expectParams(page, [
    ['key1', 'value'],
    ['key2', 'value2'],
  ]);
  // An unpaired surrogate becomes U+FFFD in the URL, not in the box being typed in.
  await pasteLargeText(paramValue(page, 2), 'a\uD800b');
  await expect(urlField(page)).toHaveValue(
    'https://me:pwd@it-tools.tech:3000/url-parser?key1=value&key2=a%EF%BF%BDb#the-hash',
  );
  expect(await paramValue(page, 2).inputValue()).toBe('a\uD800b');
  await pasteLargeText(paramValue(page, 1), 'x'.repeat(200_000));
  await expect(paramValue(page, 1)).toHaveAccessibleDescription('Too long: the URL would pass 100,000 characters');
  await expect(paramValue(page, 1)).toHaveAttribute('aria-invalid', 'true');
  await expect(urlField(page)).toHaveValue(
    'https://me:pwd@it-tools.tech:3000/url-parser?key1=value&key2=a%EF%BF%BDb#the-hash',
  );
  await paramValue(page, 1).fill('short');
  await expect(page.getByText('Too long: the URL would pass 100,000 characters')).toHaveCount(0);
  await expect(part(page, 'Params')).toHaveText('?key1=short&key2=a%EF%BF%BDb');

  // The default port is dropped; the path and every repeated parameter are decoded.
  await urlField(page).fill('https://example.com:443/a%20b/c?q=hello+world&tag=x&tag=y#top');
  await expectParts(page, {
    Port: '',
    Host: 'example.com',
    Path: '/a%20b/c',
    'Decoded path': '/a b/c',
    Params: '?q=hello+world&tag=x&tag=y',
    Hash: '#top',
  });
  await expectParams(page, [
    ['q', 'hello world'],
    ['tag', 'x'],
    ['tag', 'y'],
  ]);

  // "Invalid URL" under the field for text without a scheme, kept, and no parts.
  await urlField(page).fill('example.com/path');
  await expect(urlField(page)).toHaveAccessibleDescription('Invalid URL');
  await expect(urlField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(urlField(page)).toHaveValue('example.com/path');
  await expect(parts(page).table).toHaveCount(0);
  await expect(paramKey(page, 1)).toHaveCount(0);
  await urlField(page).fill('');
  await expect(page.getByText('Invalid URL')).toHaveCount(0);
  await expect(parts(page).table).toHaveCount(0);

  // A link with the URL in its fragment opens the tool with it. Through a blank page: going to the
  // same page with a fragment would only change the fragment, not load a link.
  const url = 'ftp://files.example.org:21/pub?x=1';
  await page.goto('about:blank');
  await openPage(page, `/url-parser#url=${encodeURIComponent(url)}`, urlField);
  await expect(urlField(page)).toHaveValue(url);
  await expectParts(page, { Protocol: 'ftp:', Port: '', Host: 'files.example.org', Path: '/pub' });
  await expectParams(page, [['x', '1']]);
});
