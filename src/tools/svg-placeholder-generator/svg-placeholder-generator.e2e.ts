import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const svgBlock = (page: Page) => page.getByRole('textbox', { name: 'SVG HTML element' });
const base64 = (page: Page) => page.getByRole('textbox', { name: 'SVG in Base64' });
const width = (page: Page) => page.getByRole('textbox', { name: 'Width (in px)' });
const preview = (page: Page) => page.getByRole('img', { name: 'Preview of the placeholder' });

test.describe('SVG placeholder generator', () => {
  test('a link restores the fields and Copy svg copies the SVG; the plain page follows every field and downloads', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, '/svg-placeholder-generator#width=120&height=80&text=Hello&background=%23ff0000', width);
    await expect(width(page)).toHaveValue('120');
    await expect(svgBlock(page)).toContainText('<rect width="120" height="80" fill="#ff0000"></rect>');
    await expect(svgBlock(page)).toContainText('>Hello</text>');
    await page.getByRole('button', { name: 'Copy svg' }).click();
    await expect(page.getByText('Copied to the clipboard')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n')).toHaveLength(4);
    expect(copied).toContain('>Hello</text>\n</svg>');

    // The defaults give the SVG, its Base64 and a preview of 600×350.
    await openPage(page, '/svg-placeholder-generator', width);
    await expect(svgBlock(page)).toContainText(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 350" width="600" height="350">',
    );
    await expect(svgBlock(page)).toContainText('font-size="26px" fill="#333333">600x350</text>');
    await expect(base64(page)).toHaveValue(/^data:image\/svg\+xml;base64,PHN2ZyB4bWxucz0i.*L3N2Zz4=$/);
    await expect(preview(page)).toHaveJSProperty('naturalWidth', 600);
    await expect(page.getByRole('textbox', { name: 'Custom text' })).toHaveAttribute(
      'placeholder',
      'Default is 600x350',
    );

    // A size out of range says so and the outputs keep their last valid state.
    await width(page).fill('640');
    await expect(svgBlock(page)).toContainText('viewBox="0 0 640 350"');
    await width(page).fill('10001');
    await expect(page.getByText('Enter a whole number from 1 to 10,000.')).toBeVisible();
    await expect(width(page)).toHaveValue('10001');
    await expect(svgBlock(page)).toContainText('viewBox="0 0 640 350"');

    // Size, escaped text and exact size follow the fields; the download is named after the size.
    await width(page).fill('300');
    await page.getByRole('textbox', { name: 'Height (in px)' }).fill('250');
    await expect(svgBlock(page)).toContainText('viewBox="0 0 300 250" width="300" height="250">');
    await page.getByRole('textbox', { name: 'Custom text' }).fill('<img src=x onerror=alert(1)> & co');
    await expect(svgBlock(page)).toContainText('>&lt;img src=x onerror=alert(1)&gt; &amp; co</text>');
    await expect(preview(page)).toHaveJSProperty('naturalWidth', 300);
    await page.getByLabel('Use exact size').uncheck();
    await expect(svgBlock(page)).toContainText('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 250">\n');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download svg' }).click();
    expect((await download).suggestedFilename()).toBe('placeholder-300x250.svg');
  });
});
