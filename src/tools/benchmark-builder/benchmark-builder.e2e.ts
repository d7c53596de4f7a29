import type { Locator, Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const unit = (page: Page) => page.getByRole('textbox', { name: 'Unit', exact: true });
const results = (page: Page) => page.getByRole('table', { name: 'Results' });
const row = (page: Page, position: number) => results(page).getByRole('row').nth(position);
const values = (page: Page, suite: number) =>
  page.getByRole('group', { name: 'Suite values' }).nth(suite).getByRole('textbox');

/** Pastes `text` into `field` as the clipboard would. */
async function paste(field: Locator, text: string) {
  await field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test.describe('Benchmark builder', () => {
  test('defaults rank Suite 1 first; a unit is appended', async ({ page }) => {
    await openPage(page, '/benchmark-builder', unit);
    await expect(row(page, 1)).toContainText('1Suite 127.56.25');
    await expect(row(page, 2)).toContainText('2Suite 2210 (+2.5 ; x1.333)4');
    await unit(page).fill('ms');
    await expect(row(page, 1).getByRole('cell').nth(3)).toHaveText('7.5ms');
    await expect(row(page, 1).getByRole('cell').nth(4)).toHaveText('6.25ms²');
    await expect(row(page, 2).getByRole('cell').nth(3)).toHaveText('10ms (+2.5ms ; x1.333)');
    await expect(page).toHaveURL(/unit=ms/);
  });

  test('Enter moves to the next value or adds one; suites are added, deleted and remembered', async ({ page }) => {
    await openPage(page, '/benchmark-builder', unit);
    await values(page, 0).first().fill('1');
    await values(page, 0).first().press('Enter');
    await expect(values(page, 0).nth(1)).toBeFocused();
    await values(page, 0).nth(1).press('Enter');
    await expect(values(page, 0)).toHaveCount(3);
    await expect(values(page, 0).nth(2)).toBeFocused();
    await page.keyboard.type('3');
    await expect(row(page, 1)).toContainText('Suite 134.667');

    await page.getByRole('button', { name: 'Add suite' }).first().click();
    await expect(page.getByRole('textbox', { name: 'Suite name' }).nth(1)).toHaveValue('Suite 3');
    await expect(values(page, 1)).toHaveCount(1);
    await expect(row(page, 1)).toContainText('Suite 310');
    await page.getByRole('button', { name: 'Delete suite' }).nth(1).click();
    await expect(page.getByRole('textbox', { name: 'Suite name' })).toHaveCount(2);
    await page.getByRole('button', { name: 'Delete this value' }).first().click();
    await expect(values(page, 0)).toHaveCount(2);

    await page.reload();
    await expect(values(page, 0)).toHaveCount(2);
    await expect(values(page, 0).first()).toHaveValue('10');
    await page.getByRole('button', { name: 'Reset suites' }).click();
    await expect(values(page, 0)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Suite name' }).nth(1)).toHaveValue('Suite 2');
  });

  test('a pasted list fills a suite at once; a pasted non-number changes nothing', async ({ page }) => {
    await openPage(page, '/benchmark-builder', unit);
    await paste(values(page, 1).first(), '<img src=x onerror=alert(1)>');
    await expect(values(page, 1).first()).toHaveValue('8');
    await expect(row(page, 2)).toContainText('Suite 2210');
    await paste(values(page, 1).first(), '1\n2, 3');
    await expect(values(page, 1)).toHaveCount(4);
    await expect(row(page, 1)).toContainText('Suite 244.5');
  });

  test('copies the markdown table; a link sets the suites', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, '/benchmark-builder', unit);
    await page.getByRole('button', { name: 'Copy as markdown table' }).click();
    await expect(page.getByText('Copied to the clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      [
        '| Position | Suite | Samples | Mean | Variance |',
        '| --- | --- | --- | --- | --- |',
        '| 1 | Suite 1 | 2 | 7.5 | 6.25 |',
        '| 2 | Suite 2 | 2 | 10 (+2.5 ; x1.333) | 4 |',
      ].join('\n'),
    );
    const suites = JSON.stringify([
      { title: 'A', data: ['1', '2', '3', '4'] },
      { title: 'B', data: ['1', '2', '3', '4'] },
    ]);
    await page.goto(`/benchmark-builder#suites=${encodeURIComponent(suites)}&unit=s`);
    await expect(row(page, 1)).toContainText('A42.5s1.25s²');
    await expect(row(page, 2).getByRole('cell').nth(3)).toHaveText('2.5s');
  });
});
