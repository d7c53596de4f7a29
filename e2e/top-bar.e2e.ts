import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, waitUntilInteractive } from './test';

// The default build: analytics and the follow banner are off.

const topBar = (page: Page) => page.getByRole('banner');
const supportLink = (page: Page) => topBar(page).getByRole('link', { name: 'Support IT Tools' });

/** Every request the browser makes for the pages of `context` (service worker included) to another origin. */
function foreignRequests(context: BrowserContext, origin: string): string[] {
  const urls: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin) urls.push(request.url());
  });
  return urls;
}

async function openHome(page: Page) {
  await page.goto('/');
  await waitUntilInteractive(supportLink(page));
}

test('the top bar links to support, the source, the social account and About, external ones in a new tab', async ({
  page,
}) => {
  await openHome(page);
  const external = [
    { name: 'Support IT Tools', href: 'https://github.com/sponsors/it-tools-app' },
    { name: 'Source code on GitHub', href: 'https://github.com/it-tools-app/it-tools' },
    { name: 'IT Tools on X', href: 'https://x.com/it_tools_app' },
  ];
  for (const { name, href } of external) {
    const link = topBar(page).getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
  }
  await expect(supportLink(page)).toHaveText('Support');

  const about = topBar(page).getByRole('link', { name: 'About IT Tools', exact: true });
  await expect(about).toHaveAttribute('href', '/about');
  await expect(about).not.toHaveAttribute('target', /./);
  await about.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { name: 'About IT Tools', level: 1 })).toBeVisible();
});

test('the link names follow the chosen language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('it-tools:locale', 'fr'));
  await page.goto('/');
  await expect(topBar(page).getByRole('link', { name: 'Soutenir IT Tools' })).toBeVisible();
  await expect(topBar(page).getByRole('link', { name: 'Code source sur GitHub' })).toBeVisible();
  await expect(topBar(page).getByRole('link', { name: 'IT Tools sur X' })).toBeVisible();
  await expect(topBar(page).getByRole('link', { name: 'À propos d’IT Tools' })).toBeVisible();
});

test('no follow banner without the showBanner configuration', async ({ page }) => {
  await openHome(page);
  await expect(page.getByRole('heading', { name: 'All the tools' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Follow IT Tools' })).toHaveCount(0);
  await expect(page.getByText('Follow the project')).toHaveCount(0);
  expect(await page.content()).not.toContain('follow-banner-dismissed');
});

test('nothing is requested from another host on the home page, a tool and the palette', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? page.url()).origin;
  const foreign = foreignRequests(context, origin);

  await openHome(page);
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'Hash text' }).first().click();
  await expect(page).toHaveURL(/\/hash-text$/);
  const text = page.getByLabel('Your text to hash:');
  await waitUntilInteractive(text);
  await text.fill('hello');
  await expect(page.getByLabel('SHA256', { exact: true })).toHaveValue(
    '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
  );

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox', { name: 'Search a tool or a command' }).fill('uuid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/uuid-generator$/);
  await page.goto('/about');
  await page.waitForLoadState('networkidle');

  expect(foreign).toEqual([]);
});

test('the support link opens the sponsor page in a new tab and sends no analytics', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? page.url()).origin;
  const foreign = foreignRequests(context, origin);
  await context.route('https://github.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Sponsor</title>' }),
  );
  await openHome(page);

  const [popup] = await Promise.all([context.waitForEvent('page'), supportLink(page).click()]);
  await expect(popup).toHaveURL('https://github.com/sponsors/it-tools-app');
  // The sponsor page was not told where the visitor came from.
  expect(await popup.evaluate(() => document.referrer)).toBe('');
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await page.waitForTimeout(300);
  expect(foreign).toEqual(['https://github.com/sponsors/it-tools-app']);
});

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the bar fits on one line; the support link keeps its icon and its name', async ({ page }) => {
    await openHome(page);
    const bar = topBar(page);
    await expect(supportLink(page)).toBeVisible();
    await expect(supportLink(page).getByText('Support')).toBeHidden();
    const barBox = await bar.boundingBox();
    expect(barBox?.height).toBe(60);
    for (const control of await bar.locator('a:visible, button:visible, select:visible').all()) {
      const box = await control.boundingBox();
      expect(box, await control.evaluate((node) => node.outerHTML.slice(0, 80))).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(bar.getByRole('link', { name: 'About IT Tools' })).toBeVisible();
  });
});

test('no hidden hint of an icon button widens a tool page on a narrow screen', async ({ page }) => {
  for (const width of [360, 520]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/hash-text');
    await waitUntilInteractive(page.getByRole('button', { name: 'Toggle menu' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
