import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readShownQr } from '../../../e2e/qr-image';
import { chooseOption, expect, openPage, test } from '../../../e2e/test';

const text = (page: Page) => page.getByRole('textbox', { name: 'Text', exact: true });
const image = (page: Page) => page.getByRole('img', { name: 'QR code', exact: true });
const pngButton = (page: Page) => page.getByRole('button', { name: 'Download qr-code' });
const svgButton = (page: Page) => page.getByRole('button', { name: 'Download SVG' });

async function download(page: Page, button: 'png' | 'svg') {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    (button === 'png' ? pngButton(page) : svgButton(page)).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test('a link sets the text, colours and level; the plain address encodes the app; typed text, limits and downloads', async ({
  page,
  baseURL,
}) => {
  // Five visits' worth of pictures to read back: more than the default 30 s on a busy machine.
  test.slow();
  // Red on transparent still reads back.
  await openPage(
    page,
    '/qrcode-generator#text=https%3A%2F%2Fexample.com&foreground=%23ff0000ff&background=%2300000000&errorResistance=quartile',
    text,
  );
  await expect(text(page)).toHaveValue('https://example.com');
  await expect(page.getByRole('textbox', { name: 'Foreground color' })).toHaveValue('#ff0000ff');
  await expect(page.getByRole('combobox', { name: 'Error resistance' })).toHaveText('quartile');
  await expect.poll(() => readShownQr(image(page))).toBe('https://example.com');
  const redSvg = await download(page, 'svg');
  expect(redSvg.bytes.toString()).toContain('fill="#ff0000"');
  expect(redSvg.bytes.toString()).not.toContain('<rect');

  // Nothing is remembered: the plain address encodes the app's own address, with its downloads.
  await openPage(page, '/qrcode-generator', text);
  const address = new URL(baseURL ?? '').origin;
  await expect(text(page)).toHaveValue(address);
  await expect(image(page)).toBeVisible();
  expect(await readShownQr(image(page))).toBe(address);
  const png = await download(page, 'png');
  expect(png.name).toBe('qr-code.png');
  expect(png.bytes.subarray(1, 4).toString()).toBe('PNG');
  const svg = await download(page, 'svg');
  expect(svg.name).toBe('qr-code.svg');
  expect(svg.bytes.toString()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1024" height="1024"/);

  // Typed text with accents and emoji, at high error resistance, reads back.
  await text(page).fill('  Zürich 🚀 ');
  await chooseOption(page, 'Error resistance', 'high');
  await expect(page).toHaveURL(/errorResistance=high/);
  await expect.poll(() => readShownQr(image(page))).toBe('Zürich 🚀');

  // Too long a text says so under the field, keeps it and shows no image.
  const long = 'a'.repeat(1274);
  await text(page).fill(long);
  await expect(page.getByText('This text is too long for a QR code at this error resistance.')).toBeVisible();
  await expect(text(page)).toHaveValue(long);
  await expect(image(page)).toHaveCount(0);
  await expect(pngButton(page)).toBeDisabled();
  await chooseOption(page, 'Error resistance', 'low');
  await expect(page.getByText('This text is too long for a QR code at this error resistance.')).toHaveCount(0);
  await expect(image(page)).toBeVisible();

  // Empty text: no image, downloads disabled.
  await text(page).fill('   ');
  await expect(image(page)).toHaveCount(0);
  await expect(pngButton(page)).toBeDisabled();
  await expect(svgButton(page)).toBeDisabled();
});
