import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const invalidMessage = 'This is not a valid base64 string.';
const notAnImageMessage = 'This data cannot be displayed as an image.';
const onePixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const fileName = (page: Page) => page.getByLabel('File name', { exact: true });
const extension = (page: Page) => page.getByLabel('Extension', { exact: true });
const base64String = (page: Page) => page.getByLabel('Base64 string', { exact: true });
const previewButton = (page: Page) => page.getByRole('button', { name: 'Preview image', exact: true });
const downloadFileButton = (page: Page) => page.getByRole('button', { name: 'Download file', exact: true });
const preview = (page: Page) => page.getByRole('img', { name: 'Preview of the decoded image' });

const dropZone = (page: Page) =>
  page.getByLabel('Drag and drop a file here, or click to select a file', { exact: true });
const prefixSwitch = (page: Page) => page.getByRole('switch', { name: 'Include data URL prefix', exact: true });
const fileBase64 = (page: Page) => page.getByLabel('Base64 of the file', { exact: true });
const copyButton = (page: Page) => page.getByRole('button', { name: 'Copy', exact: true });
const downloadTxtButton = (page: Page) => page.getByRole('button', { name: 'Download .txt', exact: true });

async function download(page: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [saved] = await Promise.all([page.waitForEvent('download'), click()]);
  return { download: saved, bytes: await readFile(await saved.path()) };
}

test('Base64 to file: detects the type, downloads, previews images, flags bad Base64 and decodes megabytes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openPage(page, '/base64-file-converter', base64String);
  await expect(fileName(page)).toHaveValue('file');
  await expect(extension(page)).toHaveValue('');
  await expect(base64String(page)).toHaveAttribute('placeholder', 'Paste a base64 string or a data URL…');
  await expect(previewButton(page)).toBeDisabled();
  await expect(downloadFileButton(page)).toBeDisabled();

  // Every magic number and header is checked by the unit tests (revealFileType); here, that the field follows.
  await base64String(page).fill('R0lGODlhAQABAAAAACw=');
  await expect(extension(page)).toHaveValue('gif');
  await expect(downloadFileButton(page)).toBeEnabled();
  await base64String(page).fill('data:application/json;base64,e30=');
  await expect(extension(page)).toHaveValue('json');
  const json = await download(page, () => downloadFileButton(page).click());
  expect(json.download.suggestedFilename()).toBe('file.json');
  expect(json.bytes.toString('utf8')).toBe('{}');

  // The extension is not doubled; without one, the name is used as is.
  await fileName(page).fill('data.json');
  expect((await download(page, () => downloadFileButton(page).click())).download.suggestedFilename()).toBe('data.json');
  await fileName(page).fill('raw');
  await extension(page).fill('');
  const raw = await download(page, () => downloadFileButton(page).click());
  expect(raw.download.suggestedFilename()).toBe('raw');
  expect(raw.bytes.toString('utf8')).toBe('{}');

  // A value that reveals nothing leaves what the user typed.
  await extension(page).fill('bin');
  await base64String(page).fill('aGkK');
  await expect(downloadFileButton(page)).toBeEnabled();
  await expect(extension(page)).toHaveValue('bin');

  await previewButton(page).click();
  await expect(page.getByText(notAnImageMessage)).toBeVisible();
  await expect(preview(page)).toHaveCount(0);
  await base64String(page).fill('data:application/pdf;base64,JVBERi0xLjcK');
  await expect(page.getByText(notAnImageMessage)).toHaveCount(0);
  await previewButton(page).click();
  await expect(page.getByText(notAnImageMessage)).toBeVisible();

  await base64String(page).fill(onePixelPng);
  await expect(extension(page)).toHaveValue('png');
  await previewButton(page).click();
  await expect(preview(page)).toBeVisible();
  await expect.poll(() => preview(page).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  await base64String(page).fill(`data:image/png;base64,${onePixelPng}`);
  await expect(preview(page)).toHaveCount(0);
  await previewButton(page).click();
  await expect.poll(() => preview(page).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  await expect(page.getByText(notAnImageMessage)).toHaveCount(0);

  await base64String(page).fill('aGV*bG8');
  await expect(base64String(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(base64String(page)).toHaveAccessibleDescription(invalidMessage);
  await expect(base64String(page)).toHaveValue('aGV*bG8');
  await expect(previewButton(page)).toBeDisabled();
  await expect(downloadFileButton(page)).toBeDisabled();
  // Either alphabet is fine (the URL-safe one here).
  await base64String(page).fill('Pz8-');
  await expect(page.getByText(invalidMessage)).toHaveCount(0);
  await expect(downloadFileButton(page)).toBeEnabled();
  await base64String(page).fill('');
  await expect(page.getByText(invalidMessage)).toHaveCount(0);
  await expect(downloadFileButton(page)).toBeDisabled();

  // Megabytes are decoded in a worker.
  const bytes = Buffer.alloc(1536 * 1024, 7);
  Buffer.from(onePixelPng, 'base64').copy(bytes);
  await fileName(page).fill('file');
  // Unwrapped: typing line breaks into a text area is slow in the browser itself (wrapped Base64 is unit-tested).
  await base64String(page).fill(bytes.toString('base64'));
  await expect(extension(page)).toHaveValue('png');
  await expect(downloadFileButton(page)).toBeEnabled({ timeout: 30_000 });
  const saved = await download(page, () => downloadFileButton(page).click());
  expect(saved.download.suggestedFilename()).toBe('file.png');
  expect(saved.bytes.equals(bytes)).toBe(true);
});

test('a link opens the tool with its texts and switch; File to base64 encodes an uploaded, dropped or pasted file', async ({
  page,
  context,
}) => {
  await openPage(
    page,
    '/base64-file-converter#fileName=data&extension=json&base64=e30%3D&includePrefix=false',
    base64String,
  );
  await expect(fileName(page)).toHaveValue('data');
  await expect(extension(page)).toHaveValue('json');
  await expect(base64String(page)).toHaveValue('e30=');
  await expect(prefixSwitch(page)).not.toBeChecked();
  const json = await download(page, () => downloadFileButton(page).click());
  expect(json.download.suggestedFilename()).toBe('data.json');
  expect(json.bytes.toString('utf8')).toBe('{}');

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await prefixSwitch(page).click();
  await expect(prefixSwitch(page)).toBeChecked();
  await expect(copyButton(page)).toBeDisabled();

  // The browser reports no type: named an octet stream.
  await dropZone(page).setInputFiles({ name: 'blob', mimeType: '', buffer: Buffer.from([0, 1, 2]) });
  await expect(fileBase64(page)).toHaveValue('data:application/octet-stream;base64,AAEC');

  await page.evaluate(() => {
    const data = new DataTransfer();
    data.items.add(new File(['hi\n'], 'pasted.txt', { type: 'text/plain' }));
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(fileBase64(page)).toHaveValue('data:text/plain;base64,aGkK');
  await expect(page.getByRole('table', { name: 'Chosen file' })).toContainText('pasted.txt');

  await dropZone(page).setInputFiles({ name: 'hi.txt', mimeType: 'text/plain', buffer: Buffer.from('hi\n') });
  const details = page.getByRole('table', { name: 'Chosen file' });
  await expect(details.getByRole('row', { name: 'File name' })).toContainText('hi.txt');
  await expect(fileBase64(page)).toHaveValue('data:text/plain;base64,aGkK');
  await expect(fileBase64(page)).toHaveAttribute('readonly', '');
  await expect(details.getByRole('row', { name: 'Size' })).toContainText('3 Bytes');
  await expect(details.getByRole('row', { name: 'MIME type' })).toContainText('text/plain');

  await prefixSwitch(page).click();
  await expect(fileBase64(page)).toHaveValue('aGkK');

  await copyButton(page).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('aGkK');

  const text = await download(page, () => downloadTxtButton(page).click());
  expect(text.download.suggestedFilename()).toBe('hi.txt.base64.txt');
  expect(text.bytes.toString('utf8')).toBe('aGkK');
});
