import type { Page } from '@playwright/test';
import { expect, openPage, scrollUntilShown, test } from '../../../e2e/test';

const textField = (page: Page) => page.getByRole('textbox', { name: 'Your text', exact: true });
const drawing = (page: Page) => page.getByRole('textbox', { name: 'Ascii Art text', exact: true });
const drawn = (page: Page) => expect.poll(() => drawing(page).textContent(), { timeout: 10_000 });

const hiInStandard = ['  _   _ _ ', ' | | | (_)', ' | |_| | |', ' |  _  | |', ' |_| |_|_|', '          '].join('\n');
const okInSlant = [
  '   ____  __ __',
  '  / __ \\/ //_/',
  ' / / / / ,<   ',
  '/ /_/ / /| |  ',
  '\\____/_/ |_|  ',
  '              ',
].join('\n');

async function chooseFont(page: Page, font: string) {
  const select = page.getByRole('combobox', { name: 'Font', exact: true });
  await select.click();
  await select.fill(font);
  await page
    .getByRole('listbox', { name: 'Font', exact: true })
    .getByRole('option', { name: font, exact: true })
    .click();
}

const widthField = (page: Page) => page.getByRole('textbox', { name: 'Width', exact: true });
const fontSelect = (page: Page) => page.getByRole('combobox', { name: 'Font', exact: true });

// The drawings of each font, width and layout are unit-tested (ascii-text-drawer.test.ts); here,
// the page's wiring, font loading, worker time limit, clipboard, gallery, links and storage.
test.describe.configure({ timeout: 90_000 });

test('draws as typed, copies, loads fonts from this site alone, gives up on slow settings, shows the gallery', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const otherHosts: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.protocol === 'data:') return route.continue();
    otherHosts.push(url.href);
    return route.abort();
  });
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.flf')) fonts.push(new URL(request.url()).pathname);
  });
  await openPage(page, '/ascii-text-drawer', textField);

  // The default text, then what is typed, in Standard; copied as a code comment.
  await expect(textField(page)).toHaveValue('Ascii ART');
  await drawn(page).toContain('/ \\   ___  ___(_|_)');
  await textField(page).fill('Hi');
  await drawn(page).toBe(hiInStandard);
  await page.getByRole('button', { name: 'Copy as # comment', exact: true }).click();
  await expect(page.getByText('Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hiInStandard.replace(/^/gm, '# '));
  await textField(page).fill('');
  await drawn(page).toBe('');

  // Three more fonts load from this site alone, each drawn.
  await textField(page).fill('OK');
  await chooseFont(page, 'Slant');
  await drawn(page).toBe(okInSlant);
  await chooseFont(page, 'ANSI Shadow');
  await drawn(page).toContain('██████╗ ██╗  ██╗');
  await chooseFont(page, 'Banner');
  await drawn(page).toContain(' ####### #    # ');
  expect(fonts).toEqual([
    expect.stringMatching(/^\/assets\/Standard-.*\.flf$/),
    expect.stringMatching(/^\/assets\/Slant-.*\.flf$/),
    expect.stringMatching(/^\/assets\/ANSI Shadow-.*\.flf$|^\/assets\/ANSI%20Shadow-.*\.flf$/),
    expect.stringMatching(/^\/assets\/Banner-.*\.flf$/),
  ]);

  // Settings figlet cannot draw in time show the error and no drawing. Figlet needs about 3 s for
  // 300 letters at width 1 on a fast machine, 15 s for 500: far past the 3 s limit.
  await chooseFont(page, 'Standard');
  await widthField(page).fill('1');
  await textField(page).fill('x'.repeat(500));
  await expect(page.getByText('Current settings resulted in error.', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(drawing(page)).toHaveCount(0);
  await textField(page).fill('Hi');
  await expect(drawing(page)).toBeVisible({ timeout: 10_000 });
  await widthField(page).fill('80');
  await drawn(page).toBe(hiInStandard);

  // The font gallery draws the text in each font as it scrolls, and a font is chosen from it.
  await page.getByRole('switch', { name: 'Show the font gallery', exact: true }).click();
  const gallery = page.getByRole('region', { name: /^Font gallery: “Hi” in \d+ fonts$/ });
  const items = gallery.getByRole('figure');
  await expect(items.first().locator('pre')).not.toBeEmpty({ timeout: 10_000 });
  const shown = await items.count();
  expect(shown).toBeLessThan(50);
  await scrollUntilShown(page, items, shown + 1);
  // The figure drawn last so far; more may come while the page scrolls, so it is held by name.
  const font = (await items.last().getAttribute('aria-label')) ?? '';
  const sample = gallery.getByRole('figure', { name: font, exact: true }).locator('pre');
  await expect(sample).not.toBeEmpty({ timeout: 10_000 });
  await gallery.getByRole('button', { name: `Use the font ${font}`, exact: true }).click();
  await expect(fontSelect(page)).toHaveValue(font);
  await drawn(page).toBe((await sample.textContent()) ?? '');
  expect(otherHosts).toEqual([]);
});

test('a link restores the text, font and width; a chosen font is remembered', async ({ page }) => {
  await openPage(page, '/ascii-text-drawer#text=OK&font=Slant', textField);
  await drawn(page).toBe(okInSlant);
  await openPage(page, '/ascii-text-drawer#text=Hello%20world&width=40', textField);
  await chooseFont(page, 'Slant');
  await expect(widthField(page)).toHaveValue('40');
  await drawn(page).toContain('/_/ /_/\\___/_/_/\\____/');
  const widest = Math.max(...((await drawing(page).textContent()) ?? '').split('\n').map((line) => line.length));
  expect(widest).toBeLessThanOrEqual(40);
  await openPage(page, '/ascii-text-drawer', textField);
  await expect(fontSelect(page)).toHaveValue('Slant');
});
