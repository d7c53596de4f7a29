import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pngFile, qrPngFile } from '../../../e2e/qr-image';
import { expect, maxTaskAfterPasteMs, openPage, test, watchLongTasks } from '../../../e2e/test';
import { detailsTable } from '../../../e2e/details-table';

const dropZoneLabel = 'Drag and drop a QR code image here, or click to select a file';
const fileInput = (page: Page) => page.getByLabel(dropZoneLabel, { exact: true });
const decodedText = (page: Page) => page.getByRole('textbox', { name: 'Decoded text', exact: true });
const contentType = (page: Page) => page.getByRole('textbox', { name: 'Content type', exact: true });
const details = (page: Page) => detailsTable(page, /details/i);
const detail = (page: Page, label: string) => details(page).row(label);

async function open(page: Page) {
  await openPage(page, '/qr-code-decoder', fileInput);
}

async function upload(page: Page, name: string, buffer: Buffer, mimeType = 'image/png') {
  await fileInput(page).setInputFiles({ name, mimeType, buffer });
}

test('reads codes uploaded, pasted or made by the QR Code generator, says what is wrong with a file, and scans a big image in the worker', async ({
  page,
}) => {
  // A code downloaded from the QR Code generator reads back as its text.
  await openPage(page, '/qrcode-generator', (current) => current.getByRole('textbox', { name: 'Text', exact: true }));
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Zürich 🚀');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download qr-code' }).click();
  const png = await readFile(await (await download).path());
  await open(page);
  await upload(page, 'qr-code.png', png);
  await expect(decodedText(page)).toHaveValue('Zürich 🚀');
  await expect(contentType(page)).toHaveValue('Text');

  // An uploaded link: thumbnail, text, type, details and an Open link button.
  await upload(page, 'link.png', qrPngFile('https://it-tools.tech'));
  await expect(decodedText(page)).toHaveValue('https://it-tools.tech');
  await expect(contentType(page)).toHaveValue('URL');
  await expect(detail(page, 'URL')).toContainText('https://it-tools.tech');
  await expect(page.getByRole('img', { name: 'Thumbnail of the image' })).toBeVisible();
  const openLink = page.getByRole('link', { name: 'Open link' });
  await expect(openLink).toHaveAttribute('href', 'https://it-tools.tech');
  await expect(openLink).toHaveAttribute('target', '_blank');
  await expect(openLink).toHaveAttribute('rel', 'noopener noreferrer');

  // A light-on-dark WiFi code, and a screenshot pasted anywhere on the page.
  await upload(page, 'wifi.png', qrPngFile('WIFI:S:Lab\\,2F;T:WEP;P:a\\;b;H:true;;', 300, '#ffffffff', '#203040ff'));
  await expect(contentType(page)).toHaveValue('WiFi network');
  for (const [label, value] of [
    ['SSID', 'Lab,2F'],
    ['Authentication', 'WEP'],
    ['Password', 'a;b'],
    ['Hidden', 'Yes'],
  ]) {
    await expect(detail(page, label)).toContainText(value);
  }
  const screenshot = qrPngFile('SMSTO:+15551234:See you at 10:30').toString('base64');
  await page.evaluate((base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const clipboardData = new DataTransfer();
    clipboardData.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true }));
  }, screenshot);
  await expect(contentType(page)).toHaveValue('SMS');
  await expect(detail(page, 'Message')).toContainText('See you at 10:30');

  // An image that holds no code, and a file that is no image.
  await upload(page, 'blank.png', pngFile(new Uint8ClampedArray(200 * 200 * 4).fill(255), 200, 200));
  await expect(page.getByText('No QR code found in this image.')).toBeVisible();
  await expect(decodedText(page)).toHaveCount(0);
  await upload(page, 'notes.png', Buffer.from('<script>alert(1)</script> not an image'));
  await expect(page.getByText('This file could not be read as an image.')).toBeVisible();
  await expect(page.getByText('No QR code found in this image.')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Thumbnail of the image' })).toHaveCount(0);

  // A 2400 px image is scanned in the worker without holding the page.
  const big = qrPngFile('otpauth://totp/ACME:alice@example.com?secret=JBSWY3DPEHPK3PXP&issuer=ACME', 2400);
  const longTasks = await watchLongTasks(page);
  const start = await longTasks.now();
  await upload(page, 'big.png', big);
  // Waited for with a plain DOM check: role and label queries would themselves add long tasks.
  await page.waitForFunction(
    () => [...document.querySelectorAll('input')].some((input) => input.value === 'One-time password'),
    undefined,
    { timeout: 20_000 },
  );
  const longest = await longTasks.longestSince(start);
  test.info().annotations.push({ type: 'longest main-thread task (ms)', description: String(longest) });
  expect(longest).toBeLessThan(maxTaskAfterPasteMs);
  await expect(detail(page, 'Secret')).toContainText('JBSWY3DPEHPK3PXP');
});
