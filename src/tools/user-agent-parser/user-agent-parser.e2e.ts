import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

const uaField = (page: Page) => page.getByRole('textbox', { name: 'User-agent string', exact: true });
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const allFallbacks = {
  Browser: ['No browser name available', 'No browser version available'],
  Engine: ['No engine name available', 'No engine version available'],
  OS: ['No OS name available', 'No OS version available'],
  Device: ['No device model available', 'No device type available', 'No device vendor available'],
  CPU: ['No CPU architecture available'],
};

async function expectCards(page: Page, cards: Record<string, string[]>) {
  for (const [title, texts] of Object.entries(cards)) {
    for (const text of texts) await expect(card(page, title).getByText(text, { exact: true })).toBeVisible();
  }
}

async function openTool(page: Page, path = '/user-agent-parser') {
  await openPage(page, path, uaField);
}

test.describe(() => {
  // The app's code is held back: this test reads the page before it hydrates.
  test.use({ waitForHydration: false });

  test('the own user agent is in the field before the app’s code runs, and stays', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/user-agent-parser');
    const own = await page.evaluate(() => navigator.userAgent);
    await expect(uaField(page)).toHaveValue(own);
    await expect(card(page, 'Browser').getByText('No browser name available')).toBeVisible();
    release();
    await expect(card(page, 'Browser').getByText('No browser name available')).toBeHidden();
    await expect(uaField(page)).toHaveValue(own);
  });
});

test('parses the own user agent and pasted ones, names tags, copies the result as JSON, and opens from a link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openTool(page);
  const own = await page.evaluate(() => navigator.userAgent);
  await expect(uaField(page)).toHaveValue(own);
  await expect(card(page, 'Browser').getByText('Chrome', { exact: true })).toBeVisible();
  await expect(card(page, 'Engine').getByText('Blink', { exact: true })).toBeVisible();
  await expect(card(page, 'Client type').getByText('Browser', { exact: true })).toBeVisible();
  // This browser's client hints.
  const hints = page.getByRole('table', { name: 'Client hints', exact: true });
  await expect(hints).toContainText('Full version list');
  await expect(hints).toContainText('Chromium');

  await uaField(page).fill(chromeOnWindows);
  await expectCards(page, {
    Browser: ['Chrome', '120.0.0.0'],
    Engine: ['Blink', '120.0.0.0'],
    OS: ['Windows', '10'],
    Device: allFallbacks.Device,
    CPU: ['amd64'],
  });
  await page.getByRole('button', { name: 'Copy result as JSON', exact: true }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as unknown;
  expect(copied).toEqual({
    ua: chromeOnWindows,
    browser: { name: 'Chrome', version: '120.0.0.0', major: '120' },
    engine: { name: 'Blink', version: '120.0.0.0' },
    os: { name: 'Windows', version: '10' },
    device: {},
    cpu: { architecture: 'amd64' },
  });

  await uaField(page).fill(safariOnIphone);
  await expectCards(page, {
    Browser: ['Mobile Safari', '17.2'],
    Engine: ['WebKit', '605.1.15'],
    OS: ['iOS', '17.2'],
    Device: ['iPhone', 'mobile', 'Apple'],
    CPU: allFallbacks.CPU,
  });
  await expect(card(page, 'Device').getByText(/^No device/)).toHaveCount(0);
  // Tags show values as they are, not in capitals, and are named by their tooltip.
  expect(await card(page, 'OS').getByText('iOS', { exact: true }).innerText()).toBe('iOS');
  await card(page, 'Device').getByText('Apple', { exact: true }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Vendor');

  // Finds nothing in curl/8.4.0 but tells a command-line tool; never an error.
  await uaField(page).fill('curl/8.4.0');
  await expectCards(page, { ...allFallbacks, 'Client type': ['CLI tool', 'curl', '8.4.0'] });
  await expect(uaField(page)).not.toHaveAttribute('aria-invalid', 'true');

  // An emptied field shows every fallback, not this browser; the button brings it back.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(uaField(page)).toHaveValue('');
  await expectCards(page, allFallbacks);
  await expect(page.getByRole('button', { name: 'Copy result as JSON', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: "Use my browser's user agent", exact: true }).click();
  await expect(uaField(page)).toHaveValue(own);
  await expect(card(page, 'Browser').getByText('Chrome', { exact: true })).toBeVisible();

  // A link with the user agent in its fragment. Through a blank page: going to the same page with a
  // fragment would only change the fragment, not load a link.
  await page.goto('about:blank');
  await openTool(page, `/user-agent-parser#userAgent=${encodeURIComponent(safariOnIphone)}`);
  await expect(uaField(page)).toHaveValue(safariOnIphone);
  await expectCards(page, { Browser: ['Mobile Safari', '17.2'], OS: ['iOS', '17.2'] });
});
