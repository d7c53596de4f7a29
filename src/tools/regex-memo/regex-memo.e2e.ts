import type { Page } from '@playwright/test';
import { expect, openPage, scrollUntilShown, test } from '../../../e2e/test';
import { memoSections } from './regex-memo';

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const testerLink = (page: Page) => page.getByRole('main').getByRole('link', { name: 'Regex Tester', exact: true });

test.beforeEach(async ({ page }) => {
  await openPage(page, '/regex-memo', testerLink);
  // The later sections are drawn as the reader scrolls near them.
  await scrollUntilShown(page, page.getByRole('main').getByRole('table'), memoSections.length);
});

test('shows the syntax in monospace code spans, in bordered tables', async ({ page }) => {
  for (const token of ['(?<=bar)foo', '(?<!bar)foo', '{2,7}', '\\b', '\\p{L}', '*?', '\\k<name>']) {
    const code = page.locator('code').filter({ hasText: token }).first();
    await expect(code).toBeVisible();
    expect(await code.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/mono/i);
  }
  const table = section(page, 'Quantifiers').getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Expression', 'Description', 'Try it']);
  expect(await table.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('solid');
  await expect(section(page, 'Character sets')).toContainText('is a literal dot');
});

test('links to the tester at the top and to the references', async ({ page }) => {
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
  const row = section(page, 'Boundaries')
    .getByRole('row')
    .filter({ has: page.getByText('A word boundary', { exact: true }) });
  await row.getByRole('link', { name: 'Try it' }).click();
  await expect(page).toHaveURL(/\/regex-tester\?regex=%5Cbcat%5Cb&text=cat/);
  await expect(page.getByLabel('Regex to test', { exact: true })).toHaveValue('\\bcat\\b');
  await expect(page.getByRole('region', { name: 'Matches', exact: true }).getByRole('row')).toHaveCount(3);
});
