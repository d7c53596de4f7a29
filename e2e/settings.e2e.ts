import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openPage, test } from './test';

const prettify = 'JSON prettify and format';
const allTools = (page: Page) => page.getByRole('region', { name: 'All the tools' });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Tools' });

test('a tool hidden from its card leaves the home page, the menu and search, and its page can unhide it', async ({
  page,
}) => {
  await openPage(page, '/', (p) => p.getByLabel(`More for ${prettify}`));
  await page.getByLabel(`More for ${prettify}`).click();
  await page.getByRole('button', { name: 'Hide this tool' }).click();
  await expect(allTools(page).getByRole('link', { name: prettify })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: prettify })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search tools' }).fill('prettify');
  await expect(allTools(page).getByRole('link', { name: 'YAML prettify and format' })).toBeVisible({ timeout: 15_000 });
  await expect(allTools(page).getByRole('link', { name: prettify })).toHaveCount(0);

  // Still at its address, saying why it is not listed.
  await openPage(page, '/json-prettify', (p) => p.getByRole('heading', { level: 1, name: prettify }));
  const note = page.getByRole('status').filter({ hasText: 'This tool is hidden' });
  await expect(note).toBeVisible();
  await note.getByRole('button', { name: 'Unhide' }).click();
  await expect(note).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: prettify })).toBeVisible();

  // Hidden from its own page, and back in the settings.
  await page.getByLabel(`More for ${prettify}`).click();
  await page.getByRole('button', { name: 'Hide this tool' }).click();
  await expect(note).toBeVisible();
  await expect(menu(page).getByRole('link', { name: prettify })).toHaveCount(0);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox');
  await expect(palette).toBeFocused();
  await palette.fill('settings');
  await expect(page.getByRole('option', { name: /^Settings/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('button', { name: `Unhide ${prettify}` }).click();
  await expect(page.getByText('No tool is hidden.')).toBeVisible();
  await expect(menu(page).getByRole('link', { name: prettify })).toBeVisible();
});

test('the settings page exports what the app remembers, imports a file reporting what it skips, and resets everything', async ({
  page,
}) => {
  await page.goto('/settings');
  await page.evaluate(() => {
    localStorage.setItem('it-tools:favorite-tools', '["hash-text"]');
    localStorage.setItem('it-tools:hidden-tools', '["uuid-generator"]');
    localStorage.setItem('it-tools:color-scheme', 'dark');
    localStorage.setItem('json-prettify:indent-size', '4');
  });
  await openPage(page, '/settings', (p) => p.getByRole('button', { name: 'Export settings' }));
  await expect(page.getByRole('button', { name: 'Unhide UUIDs generator' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export settings' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('it-tools-settings.json');
  const exported = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8'));
  expect(exported).toMatchObject({
    format: 'it-tools-settings',
    version: 1,
    favorites: ['hash-text'],
    hiddenTools: ['uuid-generator'],
    theme: 'dark',
    toolOptions: { 'json-prettify:indent-size': '4' },
  });

  const imported = {
    ...exported,
    favorites: ['base64-string-converter', 'no-such-tool'],
    theme: 'light',
    toolOptions: { 'json-prettify:indent-size': '99', 'uuid-generator:quantity': '3' },
    colour: 'green',
  };
  await page.getByLabel('Settings file to import').setInputFiles({
    name: 'settings.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(imported)),
  });
  const report = page.getByRole('alert').filter({ hasText: 'Settings imported' });
  await expect(report.getByRole('listitem')).toHaveText([
    'Unknown part "colour"',
    'Unknown tool "no-such-tool"',
    'Invalid value for the tool option "json-prettify:indent-size"',
  ]);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('it-tools:favorite-tools'))).toBe(
    '["base64-string-converter","hash-text"]',
  );
  expect(await page.evaluate(() => localStorage.getItem('json-prettify:indent-size'))).toBe('4');
  expect(await page.evaluate(() => localStorage.getItem('uuid-generator:quantity'))).toBe('3');

  await page.getByLabel('Settings file to import').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"favorites": []}'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was imported' })).toContainText(
    'This file is not an IT Tools settings file.',
  );

  await page.getByRole('button', { name: 'Reset everything…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset all settings?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('it-tools:favorite-tools'))).not.toBeNull();
  await page.getByRole('button', { name: 'Reset everything…' }).click();
  await dialog.getByRole('button', { name: 'Reset everything' }).click();
  await expect(page.getByText('No tool is hidden.')).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key !== 'it-tools:content-painted')),
  ).toEqual([]);
});
