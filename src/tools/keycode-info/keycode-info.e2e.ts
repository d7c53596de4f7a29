import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const hint = 'Press any key on your keyboard to see its information';
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const bigKey = (page: Page, key: string) => page.getByRole('paragraph').filter({ hasText: new RegExp(`^${key}$`) });
const history = (page: Page) => page.getByRole('region', { name: 'Last key presses' }).getByRole('table');

async function expectRows(page: Page, rows: Record<string, string>) {
  for (const [label, value] of Object.entries(rows)) await expect(field(page, label)).toHaveValue(value);
}

test('reads key presses as the browser reports them, keeps the page still, lists the last ten, and leaves text fields alone', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/keycode-info', (p) => field(p, 'Key'));
  await expect(page.getByText(hint, { exact: true })).toBeVisible();
  await expectRows(page, { Key: '', Keycode: '', Code: '', Location: '', Modifiers: '' });
  await expect(field(page, 'Key')).toHaveAttribute('placeholder', 'Press a key');
  await expect(field(page, 'Modifiers')).toHaveAttribute('placeholder', 'None');
  await expect(history(page)).toContainText('No key pressed yet');

  // The space bar shows as Space, and Space and arrows do not scroll a page taller than the window.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 800, height: 300 });
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
  await page.keyboard.press('Space');
  await expect(field(page, 'Key')).toHaveValue(' ');
  await expect(field(page, 'Code')).toHaveValue('Space');
  await expect(bigKey(page, 'Space')).toBeVisible();
  await page.keyboard.press('PageDown');
  await page.keyboard.press('ArrowDown');
  await expect(field(page, 'Code')).toHaveValue('ArrowDown');
  expect(await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0)).toBe(0);
  if (viewport) await page.setViewportSize(viewport);

  await page.keyboard.press('a');
  await expectRows(page, { Key: 'a', Keycode: '65', Code: 'KeyA', Location: '0 (Standard)', Modifiers: '' });
  await expect(bigKey(page, 'a')).toBeVisible();
  await page.keyboard.press('Enter');
  await expectRows(page, { Key: 'Enter', Keycode: '13', Code: 'Enter', Location: '0 (Standard)', Modifiers: '' });
  await page.keyboard.press('Shift+A');
  await expectRows(page, { Key: 'A', Keycode: '65', Code: 'KeyA', Location: '0 (Standard)', Modifiers: 'Shift' });
  await expect(page.getByText(hint, { exact: true })).toBeVisible();

  // A modifier alone reports itself held; the numpad and the right side have their locations.
  await page.keyboard.press('ControlRight');
  await expectRows(page, { Key: 'Control', Code: 'ControlRight', Location: '2 (Right)', Modifiers: 'Ctrl' });
  await page.keyboard.press('NumpadEnter');
  await expectRows(page, { Key: 'Enter', Code: 'NumpadEnter', Location: '3 (Numpad)' });

  // The last ten presses, with a snippet each to copy, and a button to clear them.
  for (const key of 'abcdefghijkl') await page.keyboard.press(key);
  await page.keyboard.press('Shift+Q');
  const rows = history(page).locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText('Q');
  await expect(rows.first()).toContainText("if (event.code === 'KeyQ' && event.shiftKey) { … }");
  await expect(rows.last()).toContainText('KeyE');
  await rows.first().getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "if (event.code === 'KeyQ' && event.shiftKey) { … }",
  );
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(history(page)).toContainText('No key pressed yet');
  await expect(field(page, 'Code')).toHaveValue('KeyQ');

  // Keys typed in a text field still do their work there.
  await page.getByRole('button', { name: /Search tools and commands/ }).click();
  const search = page.getByRole('combobox', { name: 'Search a tool or a command' });
  await expect(search).toBeFocused();
  await page.keyboard.type('ab');
  await page.keyboard.press('Backspace');
  await expect(search).toHaveValue('a');
  await expect(field(page, 'Key')).toHaveValue('Backspace');
});
