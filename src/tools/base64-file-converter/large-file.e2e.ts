import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, maxTaskAfterPasteMs, openPage, test } from '../../../e2e/test';

// Its own file: a recorded trace (screencast, DOM snapshots) adds main-thread work of its own to
// what is measured here, and tracing can only be switched off for a whole file.
test.use({ trace: 'off' });

/** What the test keeps in the page. */
interface PageWatch {
  uploaded: File;
}

const dropZone = (page: Page) =>
  page.getByLabel('Drag and drop a file here, or click to select a file', { exact: true });
const prefixSwitch = (page: Page) => page.getByRole('switch', { name: 'Include data URL prefix', exact: true });
const fileBase64 = (page: Page) => page.getByLabel('Base64 of the file', { exact: true });
const copyButton = (page: Page) => page.getByRole('button', { name: 'Copy', exact: true });
const downloadTxtButton = (page: Page) => page.getByRole('button', { name: 'Download .txt', exact: true });

test.beforeEach(async ({ page }) => {
  await openPage(page, '/base64-file-converter', fileBase64);
});

test('encodes a 20 MB file in a worker without freezing the page', async ({ page, context }) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const bytes = Buffer.alloc(20 * 1024 * 1024);
  for (let index = 0; index < bytes.length; index++) bytes[index] = (index * 131 + (index >> 10)) & 0xff;
  const payload = bytes.toString('base64');
  const expected = `data:application/octet-stream;base64,${payload}`;

  // Keep the uploaded File, to encode it a second time below.
  await page.evaluate(() => {
    const keep = (event: Event) => {
      const [file] = (event.target as HTMLInputElement).files ?? [];
      (window as unknown as PageWatch).uploaded = file;
    };
    document.addEventListener('change', keep, { capture: true, once: true });
  });
  await dropZone(page).setInputFiles({ name: 'big.bin', mimeType: 'application/octet-stream', buffer: bytes });

  const notice = page.getByText(/the field shows only the first 100,000/);
  await expect(notice).toBeVisible({ timeout: 60_000 });
  await expect(notice).toContainText(`${expected.length.toLocaleString('en-US')} characters`);
  const shown = await fileBase64(page).inputValue();
  expect(shown).toHaveLength(100_000);
  expect(shown === expected.slice(0, 100_000)).toBe(true);

  const [download] = await Promise.all([page.waitForEvent('download'), downloadTxtButton(page).click()]);
  expect(download.suggestedFilename()).toBe('big.bin.base64.txt');
  const saved = await readFile(await download.path());
  expect(saved.length).toBe(expected.length);
  expect(saved.toString('latin1') === expected).toBe(true);

  await copyButton(page).click();
  const clipboardText = () =>
    page.evaluate(async () => {
      const value = await navigator.clipboard.readText();
      return { length: value.length, start: value.slice(0, 60), end: value.slice(-60) };
    });
  await expect
    .poll(clipboardText, { timeout: 30_000, intervals: [1000] })
    .toEqual({ length: expected.length, start: expected.slice(0, 60), end: expected.slice(-60) });

  // Responsiveness, measured on a second run over the same file (pasted this time): Playwright
  // builds an uploaded File inside the page from a 27 MB string, and collecting that garbage
  // would be counted against the page. Waiting happens in the page with a cheap timer, since
  // Playwright's own polling is main-thread work too.
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await prefixSwitch(page).click();
  await expect(fileBase64(page)).toHaveValue(payload.slice(0, 100_000));
  const longest = await page.evaluate(async () => {
    const watch = window as unknown as PageWatch;
    const durations: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) durations.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const label = [...document.querySelectorAll('label')].find(
      (element) => element.textContent === 'Base64 of the file',
    );
    const output = document.getElementById(label?.htmlFor ?? '') as HTMLTextAreaElement;
    const copy = new File([watch.uploaded], 'again.bin', { type: 'application/octet-stream' });
    const data = new DataTransfer();
    data.items.add(copy);
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const busy = [...document.querySelectorAll('[role=status]')].some((element) =>
      element.textContent?.startsWith('Encoding…'),
    );
    await new Promise<void>((resolve) => {
      const check = () => (output.value.length > 0 ? resolve() : setTimeout(check, 50));
      check();
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    observer.disconnect();
    return { busy, max: Math.max(0, ...durations) };
  });
  expect(longest.busy).toBe(true);
  expect(longest.max).toBeLessThan(maxTaskAfterPasteMs);
  await expect(page.getByRole('table', { name: 'Chosen file' })).toContainText('again.bin');
  await expect(fileBase64(page)).toHaveValue(payload.slice(0, 100_000));
});
