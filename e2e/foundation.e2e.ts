import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, waitUntilInteractive } from './test';

// DIST_DIR: the build being served, when it is not dist (as scripts/prerender.js takes it).
const assetsFolder = resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist', 'client', 'assets');
// The scripts and styles (the vendor registry's folder of data files is not code).
const builtAssets = () =>
  readdirSync(assetsFolder, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(({ name: file }) => ({ file, text: readFileSync(resolve(assetsFolder, file), 'utf8') }));

const mantineStyles = resolve(import.meta.dirname, '..', 'node_modules', '@mantine', 'core', 'styles');
/** Mantine's class names (`m_` and 8 hex digits: its classes, keyframes) in a text. */
const mantineClassesIn = (text: string) => text.match(/\bm_[0-9a-f]{8}\b/g) ?? [];

test('home lists the tools as cards and the side menu by category; both open tools, which show their title and description', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('IT Tools - Handy online tools for developers');
  const allTools = page.getByRole('region', { name: 'All the tools' });
  await expect(allTools.getByRole('link', { name: /Hash text/ })).toBeVisible();
  await expect(allTools.getByRole('link', { name: /Token generator/ })).toBeVisible();
  await allTools.getByRole('link', { name: /Hash text/ }).click();
  await expect(page).toHaveURL(/\/hash-text$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hash text' })).toBeVisible();
  await expect(page).toHaveTitle('Hash text - IT Tools');

  const menu = page.getByRole('navigation', { name: 'Tools' });
  await expect(menu.getByText('Crypto', { exact: true })).toBeVisible();
  await expect(menu.getByText('Converter', { exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'JSON prettify and format' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'JSON prettify and format' })).toBeVisible();
  await expect(page).toHaveTitle('JSON prettify and format - IT Tools');

  await menu.getByRole('link', { name: 'Base64 string encoder/decoder' }).click();
  await expect(
    page.getByText('Encode text to Base64 and decode Base64 back to text (UTF-8, standard or URL-safe).'),
  ).toBeVisible();
});

test('the prerendered HTML of /hash-text holds the heading and the fields before any script runs', async ({
  request,
}) => {
  const response = await request.get('/hash-text');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Hash text - IT Tools</title>');
  expect(html).toMatch(/<h1[^>]*>Hash text<\/h1>/);
  expect(html).toContain('Your text to hash:');
  expect(html).toContain('Digest encoding');
  expect(html).toContain('SHA256');
});

test('a tool page paints before its scripts are fetched, then hydrates', async ({ page }) => {
  await page.goto('/hash-text');
  await waitUntilInteractive(page.getByLabel('Your text to hash:'));
  const timing = await page.evaluate(() => {
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((resource) => resource.name.endsWith('.js') && resource.name !== entry);
    return { paint, count: scripts.length, firstScript: Math.min(...scripts.map((script) => script.startTime)) };
  });
  // Only the small loader is fetched before the first paint; the app and the tool come after it.
  expect(timing.count).toBeGreaterThan(10);
  expect(timing.paint).toBeDefined();
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint!);
});

test('the page renders with JavaScript disabled', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/token-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Token generator' })).toBeVisible();
  await expect(page.getByText('Uppercase (ABC...)')).toBeVisible();
  await expect(page.getByLabel('Uppercase (ABC...)')).toBeChecked();
  await context.close();
});

// The browser logs the 404 status of a not-found document as a console error.
test.describe(() => {
  test.use({ allowedPageErrors: [/status of 404/] });

  test('unknown paths show the not-found page', async ({ page }) => {
    const response = await page.goto('/this-tool-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Sorry, this page does not seem to exist')).toBeVisible();
    await expect(page.getByText(/force-refreshing/)).toBeVisible();
    await page.getByRole('link', { name: 'Back home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'All the tools' })).toBeVisible();
  });

  test('the component library is absent from the production build', async ({ page }) => {
    const response = await page.goto('/c-lib');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Sorry, this page does not seem to exist')).toBeVisible();
    await expect(page.getByRole('link', { name: 'UI library' })).toHaveCount(0);
    for (const { file, text } of builtAssets()) {
      expect(text, file).not.toContain('c-lib');
      // A demo's module by its source or chunk name (text alone would not do: a tokenizer's
      // vocabulary holds the token ".demo").
      expect(text, file).not.toMatch(/\w\.demo(?:\.tsx|-[\w-]{8}\.js)/);
    }
  });
});

test('every Mantine class the scripts use has its stylesheet in the build', () => {
  const assets = builtAssets();
  const styled = new Set(
    assets.filter(({ file }) => file.endsWith('.css')).flatMap(({ text }) => mantineClassesIn(text)),
  );
  // Left out on purpose: the tables' scroll container uses ScrollArea's classes only with
  // type="scrollarea" (the kit's tables scroll natively), and Checkbox's module carries its Card
  // and Indicator parts, which the kit does not use.
  const leftOut = new Set(
    ['ScrollArea', 'CheckboxCard', 'CheckboxIndicator'].flatMap((name) =>
      mantineClassesIn(readFileSync(resolve(mantineStyles, `${name}.layer.css`), 'utf8')),
    ),
  );
  const used = new Set(assets.filter(({ file }) => file.endsWith('.js')).flatMap(({ text }) => mantineClassesIn(text)));
  const stylesheetOf = (name: string) =>
    readdirSync(mantineStyles).find(
      (file) => file.endsWith('.layer.css') && readFileSync(resolve(mantineStyles, file), 'utf8').includes(name),
    );
  const unstyled = [...used].filter((name) => !styled.has(name) && !leftOut.has(name));
  expect(unstyled.map((name) => `${name} (${stylesheetOf(name)})`)).toEqual([]);
});

test('old addresses redirect to their tools', async ({ page }) => {
  for (const [from, to] of [
    ['/hash', '/hash-text'],
    ['/file-to-base64', '/base64-string-converter'],
    ['/base64-converter', '/base64-string-converter'],
    ['/json-viewer', '/json-prettify'],
  ]) {
    await page.goto(from);
    await expect(page, from).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('a stored dark theme applies before first paint, and the toggle switches and remembers it', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('it-tools:color-scheme', 'dark');
      sessionStorage.setItem('seeded', '1');
    }
    requestAnimationFrame(() => {
      (window as unknown as { firstFrameScheme: string | null }).firstFrameScheme =
        document.documentElement.getAttribute('data-mantine-color-scheme');
    });
  });
  await page.goto('/hash-text');
  expect(await page.evaluate(() => (window as unknown as { firstFrameScheme: string | null }).firstFrameScheme)).toBe(
    'dark',
  );
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
});

test('the theme follows the system until the user chooses', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await context.close();
});

test("on a static host that answers every path with the home page's HTML, other routes still render", async ({
  page,
  request,
}) => {
  const homeHtml = await (await request.get('/')).text();
  // The "SPA fallback" of static hosting services: any page address gets the home page, status 200.
  await page.route(/\/(this-tool-does-not-exist|hash-text)$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: homeHtml }),
  );
  await page.goto('/this-tool-does-not-exist');
  await expect(page.getByText('Sorry, this page does not seem to exist')).toBeVisible();
  await expect(page.getByRole('region', { name: 'All the tools' })).toHaveCount(0);
  await page.goto('/hash-text');
  await expect(page.getByRole('heading', { level: 1, name: 'Hash text' })).toBeVisible();
  await page.getByLabel('Your text to hash:').fill('abc');
  await expect(page.getByRole('textbox', { name: 'SHA256', exact: true })).toHaveValue(
    'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  );
});
