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

// The figures, their markdown and CSV, and what a paste takes are unit-tested
// (benchmark-builder.test.ts); here, the page's wiring, keyboard, clipboard, storage and link.
test.describe('Benchmark builder', () => {
  test('ranks and copies the defaults; a unit; Enter, pastes, suites added and deleted, remembered; a link', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, '/benchmark-builder', unit);

    // The defaults rank Suite 1 first, and are copied as a markdown table.
    await expect(row(page, 1)).toContainText('1Suite 127.56.25');
    await expect(row(page, 2)).toContainText('2Suite 2210 (+2.5 ; x1.333)4');
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

    // A unit is appended.
    await unit(page).fill('ms');
    await expect(row(page, 1).getByRole('cell').nth(3)).toHaveText('7.5ms');
    await expect(row(page, 1).getByRole('cell').nth(4)).toHaveText('6.25ms²');
    await expect(row(page, 2).getByRole('cell').nth(3)).toHaveText('10ms (+2.5ms ; x1.333)');
    await expect(page).toHaveURL(/unit=ms/);
    await unit(page).fill('');
    await expect(row(page, 1).getByRole('cell').nth(3)).toHaveText('7.5');

    // Enter moves to the next value or adds one.
    await values(page, 0).first().fill('1');
    await values(page, 0).first().press('Enter');
    await expect(values(page, 0).nth(1)).toBeFocused();
    await values(page, 0).nth(1).press('Enter');
    await expect(values(page, 0)).toHaveCount(3);
    await expect(values(page, 0).nth(2)).toBeFocused();
    await page.keyboard.type('3');
    await expect(row(page, 1)).toContainText('Suite 134.667');

    // Suites are added and deleted, and so are values.
    await page.getByRole('button', { name: 'Add suite' }).first().click();
    await expect(page.getByRole('textbox', { name: 'Suite name' }).nth(1)).toHaveValue('Suite 3');
    await expect(values(page, 1)).toHaveCount(1);
    await expect(row(page, 1)).toContainText('Suite 310');
    await page.getByRole('button', { name: 'Delete suite' }).nth(1).click();
    await expect(page.getByRole('textbox', { name: 'Suite name' })).toHaveCount(2);
    await page.getByRole('button', { name: 'Delete this value' }).first().click();
    await expect(values(page, 0)).toHaveCount(2);

    // A pasted list fills a suite at once; a pasted non-number changes nothing.
    await paste(values(page, 1).first(), '<img src=x onerror=alert(1)>');
    await expect(values(page, 1).first()).toHaveValue('8');
    await expect(row(page, 2)).toContainText('Suite 2210');
    await paste(values(page, 1).first(), '1\n2, 3');
    await expect(values(page, 1)).toHaveCount(4);
    await expect(row(page, 1)).toContainText('Suite 244.5');

    // The suites are remembered across a reload, until reset.
    await page.reload();
    await expect(values(page, 0)).toHaveCount(2);
    await expect(values(page, 0).first()).toHaveValue('10');
    await expect(values(page, 1)).toHaveCount(4);
    await page.getByRole('button', { name: 'Reset suites' }).click();
    await expect(values(page, 0)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Suite name' }).nth(1)).toHaveValue('Suite 2');

    // A link sets the suites.
    const suites = JSON.stringify([
      { title: 'A', data: ['1', '2', '3', '4'] },
      { title: 'B', data: ['1', '2', '3', '4'] },
    ]);
    await page.goto(`/benchmark-builder#suites=${encodeURIComponent(suites)}&unit=s`);
    await expect(row(page, 1)).toContainText('A42.5s1.25s²');
    await expect(row(page, 2).getByRole('cell').nth(3)).toHaveText('2.5s');
  });
});
