import type { Page } from '@playwright/test';
import { tools } from '../src/tools/index';
import { formatConverter } from './format-converter';
import { expect, pasteLargeText, test, waitUntilInteractive } from './test';

// The whole file needs the service worker (a suite may block them elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Opens the home page and waits until the service worker has precached the app and controls the page. */
async function installOffline(page: Page): Promise<void> {
  await page.goto('/');
  // Registration starts once the page is loaded and idle; installing fetches the whole precache,
  // then the first worker claims the page it was installed from (no reload needed).
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state), { timeout: 30_000 })
    .toBe('activated');
}

/** The width and height a PNG file declares in its header. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('after one visit, tools never visited and the about page open with the network off', async ({ page, context }) => {
  test.slow();
  await installOffline(page);
  await context.setOffline(true);

  const response = await page.goto('/yaml-to-json-converter');
  expect(response?.fromServiceWorker()).toBe(true);
  const tool = formatConverter(page, { input: 'Your YAML', output: 'JSON from your YAML' });
  await expect(page.getByRole('heading', { level: 1, name: 'YAML to JSON converter' })).toBeVisible();
  await waitUntilInteractive(tool.input);
  await tool.input.fill('name: it-tools\ntags: [dev, offline]');
  await tool.expectOutput('{\n  "name": "it-tools",\n  "tags": [\n    "dev",\n    "offline"\n  ]\n}');

  // Large input converts in a worker: its chunk comes from the precache too.
  const items = Array.from({ length: 6_000 }, (_, index) => `- id: ${index}\n  name: item ${index}\n`).join('');
  expect(items.length).toBeGreaterThan(100_000);
  await pasteLargeText(tool.input, items);
  await expect
    .poll(async () => (await tool.output.textContent())?.includes('"name": "item 5999"'), { timeout: 20_000 })
    .toBe(true);

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About IT Tools' })).toBeVisible();
  await expect(page).toHaveTitle('About - IT Tools');
});

test("in another language, after one visit, every tool's words in it are kept: a tool never visited opens offline in it", async ({
  page,
  context,
}) => {
  test.slow();
  await page.addInitScript(() => localStorage.setItem('it-tools:locale', 'de'));
  await installOffline(page);
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  // The tools' words in languages other than English are kept once fetched, which the app does in
  // the background for the language shown: every tool's, and the shared words (words.de).
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const names = await caches.keys();
          const urls = await Promise.all(
            names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)),
          );
          return urls.flat().filter((url) => /\/assets\/[\w-]+\.de-[\w-]+\.js$/.test(url)).length;
        }),
      { timeout: 30_000 },
    )
    .toBe(tools.length + 1);
  await context.setOffline(true);

  await page.goto('/json-minify');
  await expect(page.getByRole('heading', { level: 1, name: 'JSON minifizieren' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Dein rohes JSON', exact: true })).toBeVisible();
});

test('offline, a tool address with a query string still opens its page, and unknown paths the not-found page', async ({
  page,
  context,
}) => {
  test.slow();
  await installOffline(page);
  await context.setOffline(true);

  await page.goto('/json-to-yaml-converter?from=offline-test');
  await expect(page.getByRole('heading', { level: 1, name: 'JSON to YAML converter' })).toBeVisible();

  await page.goto('/no-such-tool-offline');
  await expect(page.getByText('Sorry, this page does not seem to exist')).toBeVisible();
});

test('the page reloads when another service worker activates, and when its own replaces that one', async ({ page }) => {
  test.slow();
  await installOffline(page);
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  /** The path of the worker that is active and controls the page, once they agree. */
  const settledWorker = () =>
    page
      .evaluate(async () => {
        const active = (await navigator.serviceWorker.getRegistration())?.active?.scriptURL;
        const url = active === navigator.serviceWorker.controller?.scriptURL ? new URL(active ?? '') : undefined;
        return url ? url.pathname + url.search : 'changing';
      })
      .catch(() => 'reloading');

  // Another tab of a newer deployment: a worker at another script address takes the same scope.
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next-deployment').then(() => undefined));
  // Reload 1: the external activation. The reloaded page registers /sw.js again, which replaces
  // the foreign worker: reload 2, an update. The page after that has nothing new and stays.
  await expect.poll(() => loads.length, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(settledWorker, { timeout: 30_000 }).toBe('/sw.js');
  await page.waitForTimeout(3_000);
  expect(loads).toHaveLength(2);
  await expect(page).toHaveTitle('IT Tools - Handy online tools for developers');
});

test('the web manifest is linked and served with its icons; registration waits for the page load', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifestResponse = await request.get(manifestHref!);
  expect(manifestResponse.status()).toBe(200);
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'IT Tools',
    short_name: 'IT Tools',
    display: 'standalone',
    theme_color: '#1ea54c',
    background_color: '#ffffff',
  });
  const pngIcons = manifest.icons.filter((icon) => icon.type === 'image/png');
  expect(pngIcons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of pngIcons) {
    const iconResponse = await request.get(new URL(icon.src, new URL(manifestHref!, page.url())).href);
    expect(iconResponse.headers()['content-type']).toBe('image/png');
    expect(pngSize(await iconResponse.body())).toBe(icon.sizes);
  }

  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(pngSize(await (await request.get(appleIcon!)).body())).toBe('180x180');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1ea54c');

  // workbox-window is not part of the page's eager JS: its chunk loads after the load event.
  const entryScript = await page.locator('script[type="module"][src]').getAttribute('src');
  expect(await (await request.get(entryScript!)).text()).not.toContain('workbox:window');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const chunk = performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/register-[^/]*\.js$/.test(entry.name));
    return { loadEnd: navigation.loadEventEnd, chunkStart: chunk?.startTime };
  });
  expect(timing.chunkStart).toBeGreaterThanOrEqual(timing.loadEnd);
});
