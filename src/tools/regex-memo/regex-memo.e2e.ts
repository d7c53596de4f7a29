import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';
import words from './locales/en.json' with { type: 'json' };

const titles = Object.values(words.sections).map((section) => section.title);

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const testerLink = (page: Page) => page.getByRole('main').getByRole('link', { name: 'Regex Tester', exact: true });

test('the whole memo is in the page as it opens, in monospace code and bordered tables, with its references', async ({
  page,
  request,
}) => {
  // Its HTML, before any script: every section, the last entries included, for the browser's find.
  const html = await (await request.get('/regex-memo')).text();
  for (const title of titles) expect(html).toContain(`>${title}<`);
  expect(html).toContain('(?&lt;=bar)foo');
  expect(html).toContain('(foo)bar\\1');

  await openPage(page, '/regex-memo', testerLink);
  await expect(page.getByRole('main').getByRole('table')).toHaveCount(titles.length);
  await expect(section(page, titles.at(-1)!)).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => document.body.innerText.includes('A backreference: \\1 matches'))).toBe(true);

  for (const token of ['(?<=bar)foo', '(?<!bar)foo', '{2,7}', '\\b', '\\p{L}', '*?', '\\k<name>']) {
    const code = page.locator('code').filter({ hasText: token }).first();
    await expect(code).toBeVisible();
    expect(await code.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/mono/i);
  }
  const table = section(page, 'Quantifiers').getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Expression', 'Description', 'Try it']);
  expect(await table.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('solid');
  await expect(section(page, 'Character sets')).toContainText('is a literal dot');

  await expect(testerLink(page)).toHaveAttribute('href', '/regex-tester');
  const references = section(page, 'References');
  await expect(references.getByRole('link', { name: /MDN/ })).toHaveAttribute(
    'href',
    'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide/Regular_expressions',
  );
  await expect(references.getByRole('link', { name: /RegExplained/ })).toHaveAttribute(
    'href',
    'https://leaverou.github.io/regexplained/',
  );
});

test('"Try it" opens the regex tester with the token and an example filled in', async ({ page }) => {
  await openPage(page, '/regex-memo', testerLink);
  const row = section(page, 'Boundaries')
    .getByRole('row')
    .filter({ has: page.getByText('A word boundary', { exact: true }) });
  await row.getByRole('link', { name: 'Try it' }).click();
  await expect(page).toHaveURL(/\/regex-tester\?regex=%5Cbcat%5Cb&text=cat/);
  await expect(page.getByLabel('Regex to test', { exact: true })).toHaveValue('\\bcat\\b');
  await expect(page.getByRole('region', { name: 'Matches', exact: true }).getByRole('row')).toHaveCount(3);
});
