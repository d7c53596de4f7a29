import type { Page } from '@playwright/test';
import { expect as baseExpect, openPage, scrollUntilShown, test } from '../../../e2e/test';

// The machines running these tests are small and shared.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search', exact: true });
const groupHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });
const codeTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const noMatch = (page: Page) => page.getByText('No status code matches your search.');

const classes = [
  '1xx informational response',
  '2xx success',
  '3xx redirection',
  '4xx client error',
  '5xx server error',
];

// What each search finds (numbers, classes, older names, types, hostile text) is in
// http-status-codes.test.ts; here, that the page lists, draws, searches and copies.
test('opens from a link with its search, lists every code by class, searches, copies a code, shows the unofficial ones', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/http-status-codes#search=teapot', searchBox);
  await expect(searchBox(page)).toHaveValue('teapot');
  await expect(codeTitles(page)).toHaveText(["418 I'm a teapot"]);
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search HTTP status…');

  // Every code by class, with meaning, older names and links.
  await searchBox(page).fill('');
  // The cards past the first classes are drawn as the reader scrolls down.
  await scrollUntilShown(page, codeTitles(page), 63);
  await expect(codeTitles(page)).toHaveCount(63);
  await expect(groupHeadings(page)).toHaveText(classes);
  await expect(codeTitles(page).first()).toHaveText('100 Continue');
  const notFound = card(page, '404 Not Found');
  await expect(notFound).toContainText('Nothing exists at this URL, or the server will not reveal that it does.');
  await expect(notFound.getByRole('link', { name: /^MDN/ })).toHaveAttribute(
    'href',
    'https://developer.mozilla.org/docs/Web/HTTP/Status/404',
  );
  await expect(notFound.getByRole('link', { name: /^RFC 9110 §15\.5\.5/ })).toHaveAttribute(
    'href',
    'https://www.rfc-editor.org/rfc/rfc9110#section-15.5.5',
  );
  await expect(card(page, '423 Locked')).toContainText('The resource is locked. For WebDAV.');
  await expect(card(page, '413 Content Too Large')).toContainText(
    'Also known as: Payload Too Large, Request Entity Too Large',
  );

  // A code is copied when it is clicked.
  await card(page, '503 Service Unavailable').getByRole('button', { name: '503', exact: true }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('503');

  // Searching shows the results in a group of their own, or says nothing matches, keeping the search.
  await searchBox(page).fill('404');
  await expect(groupHeadings(page)).toHaveText(['Search results']);
  await expect(codeTitles(page)).toHaveText(['404 Not Found']);
  await searchBox(page).fill('no such status');
  await expect(noMatch(page)).toBeVisible();
  await expect(codeTitles(page)).toHaveCount(0);
  await expect(searchBox(page)).toHaveValue('no such status');
  // Hostile input matches nothing and runs nothing.
  for (const text of [
    '<script>window.__pwned=1</script>',
    '<img src=x onerror="window.__pwned=2">',
    'javascript:alert(1)',
  ]) {
    await searchBox(page).fill(text);
    await expect(noMatch(page)).toBeVisible();
  }
  await searchBox(page).fill('Not Found '.repeat(20_000));
  await expect(noMatch(page)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  // The unofficial codes, in a group of their own when asked, and searched too.
  await searchBox(page).fill('');
  await expect(groupHeadings(page).first()).toHaveText(classes[0]);
  await expect(card(page, '444 No Response')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show unofficial codes' }).check();
  await scrollUntilShown(page, groupHeadings(page), classes.length + 1);
  await expect(groupHeadings(page)).toHaveText([...classes, 'Unofficial']);
  await expect(card(page, '444 No Response')).toContainText('Unofficial: sent by nginx.');
  await expect(page).toHaveURL(/#unofficial=true/);
  await searchBox(page).fill('52');
  await expect(codeTitles(page)).toHaveCount(7);
});
