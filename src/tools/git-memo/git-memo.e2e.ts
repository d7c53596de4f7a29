import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/test';

const filter = (page: Page) => page.getByRole('textbox', { name: 'Filter', exact: true });
const branch = (page: Page) => page.getByRole('textbox', { name: '<branch>', exact: true });
const entry = (page: Page, description: string | RegExp) => page.getByRole('group', { name: description });

test('shows the commands under headings, copies one, filters them, fills placeholders, and opens from a link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/git-memo');
  // The commands inside code elements, grouped under headings.
  await expect(page.locator('code', { hasText: /^git init$/ })).toBeVisible();
  await expect(page.locator('code', { hasText: /^git commit --amend --no-edit$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Undo and fix mistakes' })).toBeVisible();
  await expect(page.locator('code', { hasText: 'git reset --hard origin/<branch>' })).toBeVisible();

  // Copies exactly the command of its block.
  const rename = entry(page, /Rename the local master branch to main/);
  await rename.getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect(rename.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('git branch -m master main');

  // The filter hides entries that do not match, in descriptions and commands.
  await filter(page).fill('lease');
  await expect(page.locator('code')).toHaveCount(1);
  await expect(page.locator('code')).toHaveText('git push --force-with-lease');
  await filter(page).fill('STAGED');
  await expect(page.locator('code')).toHaveText(['git commit --amend --no-edit', 'git reset --soft HEAD~1']);
  await filter(page).fill('svn');
  await expect(page.locator('code')).toHaveCount(0);
  await expect(page.getByText('No command matches this filter.')).toBeVisible();
  await expect(filter(page)).toHaveValue('svn');
  await filter(page).fill('');

  // A placeholder typed once fills every command.
  await branch(page).fill('feature/x');
  await expect(page.locator('code', { hasText: /^git switch -c feature\/x$/ })).toBeVisible();
  await expect(page.locator('code', { hasText: /^git push -u origin feature\/x$/ })).toBeVisible();
  await expect(page.locator('code', { hasText: '<branch>' })).toHaveCount(0);
  await expect(page).toHaveURL(/#.*branch=feature%2Fx/);

  // A link restores the filter and the placeholders. Through a blank page: going to the same page
  // with a fragment would only change the fragment, not load a link.
  await page.goto('about:blank');
  await page.goto('/git-memo#filter=switch&branch=fix-42');
  await expect(filter(page)).toHaveValue('switch');
  await expect(branch(page)).toHaveValue('fix-42');
  await expect(page.locator('code')).toHaveText(['git switch -c fix-42']);
});
