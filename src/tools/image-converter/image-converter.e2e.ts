import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { chooseOption, expect, openPage, test } from '../../../e2e/test';

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;
const drop = (page: Page) => page.getByLabel('Drag and drop images here, or click to select files');
const line = (page: Page, text: string | RegExp) => page.getByText(text);

test('converts a batch in a worker (WebP, AVIF, ICO, PNG from SVG), tells what it removed, and downloads a ZIP', async ({
  page,
}) => {
  test.slow();
  await openPage(page, '/image-converter', drop);
  await drop(page).setInputFiles([
    fixture('alpha-64x48.png'),
    fixture('exif-rotated.jpg'),
    fixture('not-an-image.png'),
  ]);

  // WebP by default; the photo is turned upright and its GPS location announced as removed.
  await expect(line(page, 'alpha-64x48.png · PNG · 64 x 48 · 487 Bytes')).toBeVisible();
  await expect(line(page, /^alpha-64x48\.webp · WebP · 64 x 48 · /)).toBeVisible();
  await expect(line(page, /^exif-rotated\.jpg · JPEG · 48 x 64 · /)).toBeVisible();
  await expect(line(page, 'Metadata removed, including a GPS location.')).toBeVisible();
  await expect(line(page, 'This file could not be read as an image.')).toBeVisible();

  await chooseOption(page, 'Resize', 'Width');
  await page.getByRole('textbox', { name: 'Width (px)' }).fill('32');
  await expect(line(page, /^alpha-64x48\.webp · WebP · 32 x 24 · /)).toBeVisible();

  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download all (ZIP)' }).click(),
  ]);
  expect(zip.suggestedFilename()).toBe('images.zip');
  const entries = unzipSync(new Uint8Array(await readFile(await zip.path())));
  expect(Object.keys(entries)).toEqual(['alpha-64x48.webp', 'exif-rotated.webp']);
  expect(new TextDecoder().decode(entries['alpha-64x48.webp'].subarray(8, 12))).toBe('WEBP');

  // AVIF really is AVIF (a canvas would have given PNG); Cover fills the box.
  await chooseOption(page, 'Output format', 'AVIF');
  await chooseOption(page, 'Resize', 'Width and height');
  await page.getByRole('switch', { name: 'Lock aspect ratio' }).uncheck();
  await page.getByRole('textbox', { name: 'Width (px)' }).fill('40');
  await page.getByRole('textbox', { name: 'Height (px)' }).fill('40');
  await chooseOption(page, 'Fit', 'Cover');
  await expect(line(page, /^alpha-64x48\.avif · AVIF · 40 x 40 · /)).toBeVisible({ timeout: 30_000 });
  const [avif] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download alpha-64x48.avif' }).click(),
  ]);
  expect((await readFile(await avif.path())).subarray(4, 12).toString()).toBe('ftypavif');

  // An icon of four sizes; an SVG drawn at its new size.
  await chooseOption(page, 'Output format', 'ICO');
  await expect(line(page, /^alpha-64x48\.ico · ICO · 16, 32, 48, 256 · /)).toBeVisible();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await chooseOption(page, 'Output format', 'PNG');
  await chooseOption(page, 'Resize', 'Percentage');
  await drop(page).setInputFiles([
    fixture('viewbox-only.svg'),
    fixture('animated-2frames.gif'),
    fixture('favicon-16-32.ico'),
  ]);
  await expect(line(page, /^viewbox-only\.svg · SVG · 300 x 200 · /)).toBeVisible();
  await expect(line(page, /^viewbox-only\.png · PNG · 150 x 100 · /)).toBeVisible();
  await expect(line(page, 'Animated image: only the first frame was converted.')).toBeVisible();
  await expect(line(page, 'Icon with 2 sizes: the largest (32 x 32) was used.')).toBeVisible();
  await expect(line(page, /^favicon-16-32\.png · PNG · 16 x 16 · /)).toBeVisible();

  // Both at 100 %, wiped from one to the other.
  await page.getByRole('button', { name: 'Compare viewbox-only.svg before and after' }).click();
  const dialog = page.getByRole('dialog');
  const after = dialog.getByRole('img', { name: 'viewbox-only.svg after' });
  await expect(after).toBeVisible();
  await expect(after).toHaveJSProperty('naturalWidth', 150);
  const wipe = dialog.getByRole('slider', { name: 'Wipe between before and after' });
  await wipe.press('End');
  await expect(after.locator('..')).toHaveCSS('clip-path', /inset\(.* 100%\)/);
  await wipe.press('Home');
  await expect(after.locator('..')).toHaveCSS('clip-path', /inset\(.* 0%\)/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
