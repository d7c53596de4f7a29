import type { Page } from '@playwright/test';
import { expect, openPage, test } from './test';

// Pages are opened once this button is hydrated: a shortcut pressed before that is not heard yet.
const paletteButton = (page: Page) => page.getByRole('button', { name: /Search tools and commands/ });
const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const searchBox = (page: Page) => palette(page).getByRole('combobox', { name: 'Search a tool or a command' });
const options = (page: Page) => palette(page).getByRole('option');
const selectedOption = (page: Page) => palette(page).getByRole('option', { selected: true });

async function openWithShortcut(page: Page) {
  // The listener is attached right after hydration; press again only if the first press came too early.
  await expect(async () => {
    if (!(await palette(page).isVisible())) await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
}

async function expectSelected(page: Page, name: string | RegExp) {
  await expect(selectedOption(page)).toHaveCount(1);
  await expect(selectedOption(page)).toContainText(name);
  const id = await selectedOption(page).getAttribute('id');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', id ?? '');
}

test('Ctrl+K opens a labelled modal dialog of grouped results, searched and moved through from the keyboard; Escape and Ctrl+K close it', async ({
  page,
}) => {
  await openPage(page, '/', paletteButton);
  await expect(palette(page)).toHaveCount(0);

  await openWithShortcut(page);
  await expect(palette(page)).toHaveAttribute('aria-modal', 'true');
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Type to search a tool or a command...');
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  const listboxId = await searchBox(page).getAttribute('aria-controls');
  await expect(palette(page).getByRole('listbox')).toHaveAttribute('id', listboxId ?? '');
  const box = await palette(page).boundingBox();
  expect(box?.width).toBeLessThanOrEqual(650);

  // Grouped Tools, Actions, External, Pages, at most 5 per group.
  const groups = palette(page).getByRole('group');
  await expect(groups).toHaveCount(4);
  for (const [index, name] of ['Tools', 'Actions', 'External', 'Pages'].entries()) {
    const group = palette(page).getByRole('group', { name });
    await expect(groups.nth(index)).toHaveAccessibleName(name);
    expect(await group.getByRole('option').count()).toBeLessThanOrEqual(5);
  }
  await expect(palette(page).getByRole('group', { name: 'Tools' }).getByRole('option')).toHaveCount(5);
  await expect(palette(page).getByRole('group', { name: 'Actions' }).getByRole('option')).toHaveText([
    /Random tool/,
    /Toggle dark mode/,
  ]);
  await expect(palette(page).getByRole('group', { name: 'External' }).getByRole('option')).toHaveText([
    /Source repository/,
    /Report a bug or an issue/,
  ]);
  await expect(palette(page).getByRole('group', { name: 'Pages' }).getByRole('option')).toHaveText([
    /About/,
    /Settings/,
  ]);

  // Arrow keys move the selection across groups and wrap around.
  const names = await options(page).allTextContents();
  await expectSelected(page, names[0]);
  await page.keyboard.press('ArrowDown');
  await expectSelected(page, names[1]);
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  // Past the five tools, into the Actions group.
  await expectSelected(page, 'Random tool');
  await expect(
    palette(page).getByRole('group', { name: 'Actions' }).getByRole('option', { selected: true }),
  ).toHaveCount(1);
  await page.keyboard.press('ArrowUp');
  await expectSelected(page, names[4]);
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowUp');
  await expectSelected(page, 'Settings');
  await page.keyboard.press('ArrowDown');
  await expectSelected(page, names[0]);

  // Typing starts again from the first result.
  await page.keyboard.press('ArrowDown');
  await searchBox(page).pressSequentially('token gen');
  await expectSelected(page, 'Token generator');

  // A query longer than 32 characters still searches; an unmatched one says so.
  await searchBox(page).fill('Get the MD5, SHA-1, SHA-2, SHA-3/Keccak and RIPEMD-160 digests');
  await expectSelected(page, 'Hash text');
  await searchBox(page).fill('qwzx '.repeat(40));
  await expect(palette(page).getByRole('status')).toHaveText('No tool or command matches your search');
  await expect(options(page)).toHaveCount(0);
  await expect(searchBox(page)).not.toHaveAttribute('aria-activedescendant');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeVisible();

  // 'Toggle dark mode' toggles the colour scheme and leaves the palette open.
  const html = page.locator('html');
  const before = await html.getAttribute('data-mantine-color-scheme');
  const after = before === 'dark' ? 'light' : 'dark';
  await searchBox(page).fill('dark mode');
  await expectSelected(page, 'Toggle dark mode');
  await page.keyboard.press('Enter');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', after);
  await expect(palette(page)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', before ?? 'light');

  // Escape closes it and clears the query; Ctrl+K again closes it too.
  await searchBox(page).fill('hash');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
  await openWithShortcut(page);
  await expect(searchBox(page)).toHaveValue('');
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toHaveCount(0);
});

test('the top-bar button shows the shortcut, opens the palette, keeps focus inside and gets it back on close; a click activates an option', async ({
  page,
}) => {
  await openPage(page, '/', paletteButton);
  await expect(paletteButton(page)).toContainText('Ctrl+K');
  await expect(paletteButton(page)).toHaveAttribute('aria-haspopup', 'dialog');

  await paletteButton(page).click();
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(searchBox(page)).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
  await expect(paletteButton(page)).toBeFocused();

  // A click outside the dialog closes it too.
  await paletteButton(page).click();
  await expect(palette(page)).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(palette(page)).toHaveCount(0);

  await paletteButton(page).click();
  await options(page).filter({ hasText: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(palette(page)).toHaveCount(0);
});

test('the prerendered button says Ctrl+K whatever the platform', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // The dev server renders in the browser; the production build prerenders the button.
  if (html.includes('id="root"><div')) expect(html).toContain('Ctrl+K');
  expect(html).not.toContain('⌘K');
});

test("Enter opens the chosen tool ('hash': Hash text first), and from a tool page the About page", async ({ page }) => {
  await openPage(page, '/', paletteButton);
  await openWithShortcut(page);
  await searchBox(page).pressSequentially('hash');
  await expect(options(page).first()).toContainText('Hash text');
  await expectSelected(page, 'Hash text');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/hash-text$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hash text' })).toBeVisible();
  await expect(palette(page)).toHaveCount(0);

  await openWithShortcut(page);
  await searchBox(page).fill('about');
  await expectSelected(page, 'About');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About IT Tools' })).toBeVisible();
});

test("the external links open in a new tab; 'Random tool' opens one of the tools", async ({ page, context }) => {
  await context.route('https://github.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>stub</title>' }),
  );
  await openPage(page, '/', paletteButton);
  await openWithShortcut(page);
  await searchBox(page).fill('report a bug');
  await expectSelected(page, 'Report a bug or an issue');
  const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await expect(tab).toHaveURL('https://github.com/it-tools-app/it-tools/issues/new/choose');
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL(/\/$/);
  await tab.close();

  await openWithShortcut(page);
  await searchBox(page).fill('random tool');
  await expectSelected(page, 'Random tool');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/[a-z0-9-]+$/);
});
